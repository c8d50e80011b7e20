//! The board widgets: an 8x8 chessboard of two-coloured squares, and the Xiangqi line
//! grid with river, inscription and palace diagonals. Both draw a [`BoardPicture`]
//! through the [`BoardGeometry`] view transform.

use crate::core::Side;
use crate::tui::port::{BoardShape, Cell, PieceView};
use crate::tui::widgets::glyphs::{glyph, width, PieceStyle};
use crate::tui::widgets::layout::BoardGeometry;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

/// Everything one board drawing shows, gathered from the app before drawing.
#[derive(Clone, Debug, Default)]
pub struct BoardPicture {
    /// Pieces rank by rank from `a1` ([`BoardShape::index`]).
    pub cells: Vec<Option<PieceView>>,
    pub last_moves: Vec<(Cell, Cell)>,
    pub checked: Vec<Cell>,
    /// Flickering: units that already moved in the series in progress.
    pub moved: Vec<Cell>,
    pub cursor: Option<Cell>,
    pub selected: Option<Cell>,
    pub destinations: Vec<Cell>,
    /// Practice overlay: cells the opponent attacks.
    pub attacked: Vec<Cell>,
    /// Xiangqi: each side's WXF file numbers along its own edge instead of a–i.
    pub file_numbers: bool,
}

impl BoardPicture {
    fn piece(&self, shape: BoardShape, cell: Cell) -> Option<PieceView> {
        self.cells.get(shape.index(cell)).copied().flatten()
    }
    fn in_last_move(&self, cell: Cell) -> bool {
        self.last_moves.iter().any(|&(a, b)| a == cell || b == cell)
    }
}

/// A board drawn at a geometry with a piece style.
pub struct BoardView<'a> {
    pub geometry: BoardGeometry,
    pub picture: &'a BoardPicture,
    pub style: PieceStyle,
}

const LIGHT: Color = Color::Rgb(222, 196, 150);
const DARK: Color = Color::Rgb(150, 111, 72);
const LAST_LIGHT: Color = Color::Rgb(214, 210, 110);
const LAST_DARK: Color = Color::Rgb(170, 160, 60);
const SELECTED: Color = Color::Rgb(110, 160, 210);
const CHECK: Color = Color::Rgb(230, 70, 60);
const CAPTURE: Color = Color::Rgb(220, 120, 90);
const MOVED: Color = Color::Rgb(150, 150, 200);
const ATTACKED_LIGHT: Color = Color::Rgb(236, 160, 140);
const ATTACKED_DARK: Color = Color::Rgb(190, 110, 90);
const ATTACK_MARK: Color = Color::Rgb(200, 30, 30);
const WOOD: Color = Color::Rgb(226, 190, 130);
const LINE: Color = Color::Rgb(90, 50, 20);
const DISC: Color = Color::Rgb(250, 236, 200);
const MARK: Color = Color::Rgb(20, 60, 200);
const LABEL: Style = Style::new().fg(Color::Gray);

fn piece_fg(shape: BoardShape, side: Side) -> Color {
    match (shape, side) {
        (BoardShape::Chess, Side::White) => Color::Rgb(255, 255, 255),
        (BoardShape::Chess, Side::Black) => Color::Rgb(0, 0, 0),
        (BoardShape::Xiangqi, Side::White) => Color::Rgb(200, 0, 0),
        (BoardShape::Xiangqi, Side::Black) => Color::Rgb(0, 0, 0),
    }
}

/// Write a narrow symbol at a position inside `area` only.
fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, symbol: &str, style: Style) {
    if x >= area.left() && x < area.right() && y >= area.top() && y < area.bottom() {
        let w = width(symbol);
        if x + w <= area.right() {
            buf.set_stringn(x, y, symbol, usize::from(w), style);
        }
    }
}

/// The markers around a cell's glyph: (left, right) and their style.
fn brackets(p: &BoardPicture, cell: Cell, occupied: bool) -> Option<(&'static str, &'static str)> {
    if p.cursor == Some(cell) {
        Some(("[", "]"))
    } else if p.selected == Some(cell) {
        Some(("<", ">"))
    } else if occupied && p.destinations.contains(&cell) {
        Some(("(", ")"))
    } else if p.checked.contains(&cell) {
        Some(("+", "+"))
    } else {
        None
    }
}

impl Widget for &BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // Draw only inside both the geometry's area and the given one.
        let area = area.intersection(self.geometry.area);
        match self.geometry.shape {
            BoardShape::Chess => self.render_chess(area, buf),
            BoardShape::Xiangqi => self.render_xiangqi(area, buf),
        }
    }
}

impl BoardView<'_> {
    fn render_chess(&self, area: Rect, buf: &mut Buffer) {
        let g = &self.geometry;
        let p = self.picture;
        let shape = BoardShape::Chess;
        for cell in shape.cells() {
            let r = g.cell_rect(cell);
            let light = (cell.file + cell.rank) % 2 == 1;
            let occupant = p.piece(shape, cell);
            let mut bg = match (light, p.in_last_move(cell)) {
                (true, false) => LIGHT,
                (false, false) => DARK,
                (true, true) => LAST_LIGHT,
                (false, true) => LAST_DARK,
            };
            if p.attacked.contains(&cell) {
                bg = if light { ATTACKED_LIGHT } else { ATTACKED_DARK };
            }
            if p.moved.contains(&cell) {
                bg = MOVED;
            }
            if occupant.is_some() && p.destinations.contains(&cell) {
                bg = CAPTURE;
            }
            if p.checked.contains(&cell) {
                bg = CHECK;
            }
            if p.selected == Some(cell) {
                bg = SELECTED;
            }
            let base = Style::new().bg(bg);
            for y in r.top()..r.bottom() {
                for x in r.left()..r.right() {
                    put(buf, area, x, y, " ", base);
                }
            }
            let cx = r.x + r.width / 2;
            let cy = r.y + r.height / 2;
            if let Some((left, right)) = brackets(p, cell, occupant.is_some()) {
                let mark = base.fg(MARK).add_modifier(Modifier::BOLD);
                put(buf, area, cx - 1, cy, left, mark);
                put(buf, area, cx + 1, cy, right, mark);
            }
            // Corner marks when the square is tall enough to hold them.
            if r.height >= 2 {
                let mark = base.fg(MARK).add_modifier(Modifier::BOLD);
                if p.moved.contains(&cell) {
                    put(buf, area, r.right() - 1, r.y, "*", mark);
                }
            }
            match occupant {
                Some(piece) => {
                    let s = glyph(piece, self.style);
                    let style = base
                        .fg(piece_fg(shape, piece.side))
                        .add_modifier(Modifier::BOLD);
                    put(buf, area, cx, cy, s, style);
                }
                None if p.destinations.contains(&cell) => {
                    put(buf, area, cx, cy, "•", base.fg(MARK));
                }
                None => {}
            }
        }
        // Labels: ranks left of the board, files below it.
        for row in 0..8u16 {
            if let Some(cell) = g.cell_at_grid(0, row) {
                let r = g.cell_rect(cell);
                let label = format!("{:>2}", cell.rank + 1);
                put(buf, area, g.area.x, r.y + r.height / 2, &label[..1], LABEL);
                put(
                    buf,
                    area,
                    g.area.x + 1,
                    r.y + r.height / 2,
                    &label[1..],
                    LABEL,
                );
            }
        }
        let label_y = g.origin_y + 8 * g.step_y;
        for col in 0..8u16 {
            if let Some(cell) = g.cell_at_grid(col, 0) {
                let r = g.cell_rect(cell);
                let name = [(b'a' + cell.file) as char].iter().collect::<String>();
                put(buf, area, r.x + r.width / 2, label_y, &name, LABEL);
            }
        }
    }

    fn render_xiangqi(&self, area: Rect, buf: &mut Buffer) {
        let g = &self.geometry;
        let p = self.picture;
        let shape = BoardShape::Xiangqi;
        let (sx, sy) = (g.step_x, g.step_y);
        let (ox, oy) = (g.origin_x, g.origin_y);
        let wood = Style::new().bg(WOOD).fg(LINE);
        // The wooden board: from one column left of the first point to two right of the last.
        let board = Rect::new(ox - 1, oy, 8 * sx + 4, 9 * sy + 1);
        for y in board.top()..board.bottom() {
            for x in board.left()..board.right() {
                put(buf, area, x, y, " ", wood);
            }
        }
        // Lines between points (screen grid rows and columns).
        for row in 0..10u16 {
            let y = oy + row * sy;
            for x in ox..ox + 8 * sx {
                put(buf, area, x, y, "─", wood);
            }
            if row < 9 {
                let river = row == 4;
                for col in 0..9u16 {
                    if river && col != 0 && col != 8 {
                        continue;
                    }
                    for k in 1..sy {
                        put(buf, area, ox + col * sx, y + k, "│", wood);
                    }
                }
            }
        }
        // Intersections.
        for row in 0..10u16 {
            for col in 0..9u16 {
                let up = row > 0 && (row != 5 || col == 0 || col == 8);
                let down = row < 9 && (row != 4 || col == 0 || col == 8);
                let left = col > 0;
                let right = col < 8;
                let ch = match (up, down, left, right) {
                    (false, true, false, true) => "┌",
                    (false, true, true, false) => "┐",
                    (true, false, false, true) => "└",
                    (true, false, true, false) => "┘",
                    (true, true, false, true) => "├",
                    (true, true, true, false) => "┤",
                    (false, true, true, true) => "┬",
                    (true, false, true, true) => "┴",
                    _ => "┼",
                };
                put(buf, area, ox + col * sx, oy + row * sy, ch, wood);
            }
        }
        // Palace diagonals: files d–f, the three rows at each end.
        for top in [0u16, 7] {
            for k in 1..2 * sy {
                let dx = k * sx / sy;
                if k == sy {
                    continue; // the palace centre is a point
                }
                let y = oy + top * sy + k;
                put(buf, area, ox + 3 * sx + dx, y, "╲", wood);
                put(buf, area, ox + 5 * sx - dx, y, "╱", wood);
            }
        }
        // The river and its inscription, on the middle line between the banks.
        let ry = oy + 4 * sy + sy / 2;
        let (left, right) = if sy >= 3 {
            ("楚  河", "漢  界")
        } else {
            ("楚河", "漢界")
        };
        for (text, centre) in [(left, ox + 2 * sx), (right, ox + 6 * sx)] {
            let w = width(text);
            let x0 = centre + 1 - w / 2;
            if x0 >= area.left() && x0 + w <= area.right() && ry < area.bottom() {
                buf.set_stringn(
                    x0,
                    ry,
                    text,
                    usize::from(w),
                    wood.add_modifier(Modifier::BOLD),
                );
            }
        }
        // Pieces and marks at the points. A piece takes two columns from its point:
        // a hanzi, or a letter and a blank, so both sets line up the same.
        for cell in shape.cells() {
            let r = g.cell_rect(cell);
            let (px, py) = (r.x, r.y);
            let occupant = p.piece(shape, cell);
            let mut bg = if p.in_last_move(cell) {
                LAST_LIGHT
            } else {
                DISC
            };
            if p.attacked.contains(&cell) {
                bg = ATTACKED_LIGHT;
            }
            if p.moved.contains(&cell) {
                bg = MOVED;
            }
            if occupant.is_some() && p.destinations.contains(&cell) {
                bg = CAPTURE;
            }
            if p.checked.contains(&cell) {
                bg = CHECK;
            }
            if p.selected == Some(cell) {
                bg = SELECTED;
            }
            // The brackets frame what stands on the point: a glyph of its measured
            // width (hanzi 2, letters 1), or a one-column mark.
            let w = occupant.map_or(1, |piece| width(glyph(piece, self.style)));
            if let Some((l, rt)) = brackets(p, cell, occupant.is_some()) {
                let mark = wood.fg(MARK).add_modifier(Modifier::BOLD);
                put(buf, area, px - 1, py, l, mark);
                put(buf, area, px + w, py, rt, mark);
            }
            match occupant {
                Some(piece) => {
                    let s = glyph(piece, self.style);
                    let style = Style::new()
                        .bg(bg)
                        .fg(piece_fg(shape, piece.side))
                        .add_modifier(Modifier::BOLD);
                    if px + w <= area.right() && py < area.bottom() {
                        buf.set_stringn(px, py, s, usize::from(w), style);
                    }
                }
                None if p.destinations.contains(&cell) => {
                    put(
                        buf,
                        area,
                        px,
                        py,
                        "•",
                        wood.fg(MARK).add_modifier(Modifier::BOLD),
                    );
                }
                None if p.in_last_move(cell) => {
                    put(buf, area, px, py, "○", wood.fg(MARK));
                }
                None if p.attacked.contains(&cell) => {
                    put(
                        buf,
                        area,
                        px,
                        py,
                        "×",
                        wood.fg(ATTACK_MARK).add_modifier(Modifier::BOLD),
                    );
                }
                None => {}
            }
        }
        // Labels: ranks 1–10 on the left, files a–i below.
        for row in 0..10u16 {
            if let Some(cell) = g.cell_at_grid(0, row) {
                let label = format!("{:>2}", cell.rank + 1);
                let y = oy + row * sy;
                put(buf, area, g.area.x, y, &label[..1], LABEL);
                put(buf, area, g.area.x + 1, y, &label[1..], LABEL);
            }
        }
        let label_y = oy + 9 * sy + 1;
        if p.file_numbers {
            // The bottom edge is Red's unless the board is turned.
            let (bottom, top) = if g.flipped {
                (Side::Black, Side::White)
            } else {
                (Side::White, Side::Black)
            };
            for (side, y) in [(bottom, Some(label_y)), (top, oy.checked_sub(1))] {
                let Some(y) = y else { continue };
                for col in 0..9u16 {
                    if let Some(cell) = g.cell_at_grid(col, 0) {
                        let number = wxf_file_number(side, cell.file, self.style);
                        put(buf, area, ox + col * sx, y, number, LABEL);
                    }
                }
            }
        } else {
            for col in 0..9u16 {
                if let Some(cell) = g.cell_at_grid(col, 0) {
                    let name = [(b'a' + cell.file) as char].iter().collect::<String>();
                    put(buf, area, ox + col * sx, label_y, &name, LABEL);
                }
            }
        }
    }
}

/// A side's WXF number of a file (0 = `a`): 1–9 from that side's right, so Red's 1
/// is file `i` and Black's 1 is file `a`. Red's are Chinese numerals with the hanzi
/// pieces (as in Chinese notation), digits otherwise.
fn wxf_file_number(side: Side, file: u8, style: PieceStyle) -> &'static str {
    const RED: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
    const DIGITS: [&str; 9] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
    let n = usize::from(match side {
        Side::White => 8 - file.min(8),
        Side::Black => file.min(8),
    });
    match (side, style) {
        (Side::White, PieceStyle::Symbols) => RED[n],
        _ => DIGITS[n],
    }
}
