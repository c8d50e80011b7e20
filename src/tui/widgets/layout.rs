//! Screen layout and the one view transform of the board.
//!
//! [`ScreenLayout::compute`] is a pure function of the terminal area, the board shape
//! and the flip; drawing uses it to place cells, and the mouse handler uses the same
//! [`BoardGeometry`] to map a click back to a cell. Nothing here changes state.

use crate::play::port::{BoardShape, Cell};
use ratatui::layout::Rect;

/// Narrowest side panel (move list, status) beside the board.
pub const PANEL_MIN_WIDTH: u16 = 24;
/// Lines below the board area: message line and key bar.
const FOOTER_LINES: u16 = 2;
/// The panel needs at least this many lines (title, turn, status, a few moves).
const PANEL_MIN_HEIGHT: u16 = 9;

/// Where the board's cells are on the screen, for a given scale and flip.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    pub shape: BoardShape,
    pub flipped: bool,
    /// The whole board widget, labels included.
    pub area: Rect,
    /// Screen position of the top-left cell's origin: for chess the top-left corner of
    /// the top-left square; for Xiangqi the top-left point.
    pub origin_x: u16,
    pub origin_y: u16,
    /// Chess: square width and height. Xiangqi: distance between points.
    pub step_x: u16,
    pub step_y: u16,
}

/// The cell one screen step (`dx` right, `dy` down) from `from`, through the same flip
/// as the drawing; it stays on the board. Used by the cursor of the game and the editor.
pub fn cursor_step(shape: BoardShape, flipped: bool, from: Cell, dx: i8, dy: i8) -> Cell {
    let (df, dr) = if flipped { (-dx, dy) } else { (dx, -dy) };
    let f = (i16::from(from.file) + i16::from(df)).clamp(0, i16::from(shape.files()) - 1);
    let r = (i16::from(from.rank) + i16::from(dr)).clamp(0, i16::from(shape.ranks()) - 1);
    Cell::new(f as u8, r as u8)
}

impl BoardGeometry {
    /// The smallest scale of a shape: (step_x, step_y).
    const fn min_step(shape: BoardShape) -> (u16, u16) {
        match shape {
            BoardShape::Chess => (3, 1),
            BoardShape::Xiangqi => (4, 2),
        }
    }

    /// Step for scale `n` (1 = smallest).
    const fn step(shape: BoardShape, n: u16) -> (u16, u16) {
        match shape {
            // Squares roughly square on screen: width 2h+1.
            BoardShape::Chess => (2 * n + 1, n),
            // Points: vertical distance n+1, horizontal twice that.
            BoardShape::Xiangqi => (2 * (n + 1), n + 1),
        }
    }

    /// Width and height of the board widget at a step, labels included.
    pub const fn size_for(shape: BoardShape, step_x: u16, step_y: u16) -> (u16, u16) {
        match shape {
            // Rank labels (2 columns + 1 gap), 8 squares; 8 rows + file labels.
            BoardShape::Chess => (3 + 8 * step_x, 8 * step_y + 1),
            // Rank labels (2 + 1 gap), 1 column before the first point for the cursor
            // bracket, 8 gaps, and 3 columns after the last point for a wide glyph and
            // its bracket; a row for the far side's file numbers (WXF), 10 points over
            // 9 gaps, and the file labels. Framed discs take a row above the top
            // points and below the bottom ones, and their brackets a column more.
            BoardShape::Xiangqi => {
                let m = Self::disc_margin(step_x, step_y);
                (3 + 1 + 8 * step_x + 3 + m, 1 + 9 * step_y + 1 + 1 + 2 * m)
            }
        }
    }

    /// Xiangqi: 1 where points are far enough apart (6x3) for discs framed over
    /// three rows, else 0.
    const fn disc_margin(step_x: u16, step_y: u16) -> u16 {
        if step_x >= 6 && step_y >= 3 {
            1
        } else {
            0
        }
    }

    /// Xiangqi: whether pieces are drawn as framed discs three rows tall.
    pub fn framed_discs(&self) -> bool {
        matches!(self.shape, BoardShape::Xiangqi)
            && Self::disc_margin(self.step_x, self.step_y) == 1
    }

    /// The smallest board widget for a shape.
    pub const fn min_size(shape: BoardShape) -> (u16, u16) {
        let (sx, sy) = Self::min_step(shape);
        Self::size_for(shape, sx, sy)
    }

    /// The largest board that fits in `avail`, placed at its top-left; None if even
    /// the smallest does not fit.
    pub fn fit(shape: BoardShape, flipped: bool, avail: Rect) -> Option<BoardGeometry> {
        // Chess glyphs do not grow with the squares: past 11x5 squares a lone glyph
        // gets lost, so chess stops there; the Xiangqi grid keeps scaling.
        let max_scale = match shape {
            BoardShape::Chess => 5,
            BoardShape::Xiangqi => 64,
        };
        let mut best = None;
        for n in 1..=max_scale {
            let (sx, sy) = Self::step(shape, n);
            let (w, h) = Self::size_for(shape, sx, sy);
            if w > avail.width || h > avail.height {
                break;
            }
            best = Some((sx, sy, w, h));
        }
        let (sx, sy, w, h) = best?;
        let area = Rect::new(avail.x, avail.y, w, h);
        let (origin_x, origin_y) = match shape {
            BoardShape::Chess => (area.x + 3, area.y),
            BoardShape::Xiangqi => (area.x + 4, area.y + 1 + Self::disc_margin(sx, sy)),
        };
        Some(BoardGeometry {
            shape,
            flipped,
            area,
            origin_x,
            origin_y,
            step_x: sx,
            step_y: sy,
        })
    }

    /// Screen column and row index (0 = left/top) of a cell, honouring the flip.
    pub fn grid_pos(&self, cell: Cell) -> (u16, u16) {
        let files = u16::from(self.shape.files());
        let ranks = u16::from(self.shape.ranks());
        let (f, r) = (u16::from(cell.file), u16::from(cell.rank));
        if self.flipped {
            (files - 1 - f, r)
        } else {
            (f, ranks - 1 - r)
        }
    }

    /// The cell at a screen column and row index, honouring the flip.
    pub fn cell_at_grid(&self, col: u16, row: u16) -> Option<Cell> {
        let files = u16::from(self.shape.files());
        let ranks = u16::from(self.shape.ranks());
        if col >= files || row >= ranks {
            return None;
        }
        let (f, r) = if self.flipped {
            (files - 1 - col, row)
        } else {
            (col, ranks - 1 - row)
        };
        Some(Cell::new(f as u8, r as u8))
    }

    /// Chess: the square's rectangle. Xiangqi: the point's position as a 1x1 rect.
    pub fn cell_rect(&self, cell: Cell) -> Rect {
        let (c, r) = self.grid_pos(cell);
        match self.shape {
            BoardShape::Chess => Rect::new(
                self.origin_x + c * self.step_x,
                self.origin_y + r * self.step_y,
                self.step_x,
                self.step_y,
            ),
            BoardShape::Xiangqi => Rect::new(
                self.origin_x + c * self.step_x,
                self.origin_y + r * self.step_y,
                1,
                1,
            ),
        }
    }

    /// The cell under a screen position (mouse click), if any.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        match self.shape {
            BoardShape::Chess => {
                if x < self.origin_x || y < self.origin_y {
                    return None;
                }
                self.cell_at_grid(
                    (x - self.origin_x) / self.step_x,
                    (y - self.origin_y) / self.step_y,
                )
            }
            BoardShape::Xiangqi => {
                // Nearest point; a glyph is drawn from the point to the right, so the
                // catchment is shifted half a column right.
                let dx = i32::from(x) - i32::from(self.origin_x) + i32::from(self.step_x / 2) - 1;
                let dy = i32::from(y) - i32::from(self.origin_y) + i32::from(self.step_y / 2);
                if dx < 0 || dy < 0 {
                    return None;
                }
                self.cell_at_grid(
                    (dx / i32::from(self.step_x)) as u16,
                    (dy / i32::from(self.step_y)) as u16,
                )
            }
        }
    }
}

/// The areas of the game screen, or the size the terminal must reach.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScreenLayout {
    Game {
        board: BoardGeometry,
        panel: Rect,
        message: Rect,
        keybar: Rect,
    },
    /// The terminal is smaller than the minimum (width, height).
    TooSmall { need: (u16, u16) },
}

impl ScreenLayout {
    /// The smallest terminal that shows a whole board of this shape.
    pub const fn min_terminal(shape: BoardShape) -> (u16, u16) {
        let (w, h) = BoardGeometry::min_size(shape);
        let h = if h > PANEL_MIN_HEIGHT {
            h
        } else {
            PANEL_MIN_HEIGHT
        };
        (w + 1 + PANEL_MIN_WIDTH, h + FOOTER_LINES)
    }

    pub fn compute(area: Rect, shape: BoardShape, flipped: bool) -> ScreenLayout {
        let need = Self::min_terminal(shape);
        if area.width < need.0 || area.height < need.1 {
            return ScreenLayout::TooSmall { need };
        }
        let main_h = area.height - FOOTER_LINES;
        let avail = Rect::new(area.x, area.y, area.width - PANEL_MIN_WIDTH - 1, main_h);
        let Some(mut board) = BoardGeometry::fit(shape, flipped, avail) else {
            return ScreenLayout::TooSmall { need };
        };
        // Centre the board vertically in the space above the footer.
        let dy = (main_h - board.area.height) / 2;
        board.area.y += dy;
        board.origin_y += dy;
        let panel_x = board.area.right() + 2;
        let panel = Rect::new(
            panel_x.min(area.right()),
            area.y,
            area.right().saturating_sub(panel_x),
            main_h,
        );
        let message = Rect::new(area.x, area.y + main_h, area.width, 1);
        let keybar = Rect::new(area.x, area.y + main_h + 1, area.width, 1);
        ScreenLayout::Game {
            board,
            panel,
            message,
            keybar,
        }
    }

    pub fn board(&self) -> Option<&BoardGeometry> {
        match self {
            ScreenLayout::Game { board, .. } => Some(board),
            ScreenLayout::TooSmall { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_map_back_to_the_cells_drawn_flipped_or_not() {
        for shape in [BoardShape::Chess, BoardShape::Xiangqi] {
            for flipped in [false, true] {
                for (w, h) in [(80, 24), (120, 40), (200, 60)] {
                    let layout = ScreenLayout::compute(Rect::new(0, 0, w, h), shape, flipped);
                    let board = layout.board().expect("fits");
                    for cell in shape.cells() {
                        let r = board.cell_rect(cell);
                        assert_eq!(board.cell_at(r.x, r.y), Some(cell), "{shape:?} {w}x{h}");
                        if shape == BoardShape::Xiangqi {
                            // The second column of a wide glyph belongs to the same point.
                            assert_eq!(board.cell_at(r.x + 1, r.y), Some(cell));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn too_small_names_the_minimum() {
        for (w, h) in [(0, 0), (1, 1), (20, 5), (50, 10)] {
            let layout = ScreenLayout::compute(Rect::new(0, 0, w, h), BoardShape::Chess, false);
            assert!(matches!(layout, ScreenLayout::TooSmall { .. }));
        }
    }
}
