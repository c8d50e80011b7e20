//! The board widgets: an 8x8 chessboard of two-coloured squares, and the Xiangqi line
//! grid with river, inscription and palace diagonals. Both draw a [`BoardPicture`]
//! through the [`BoardGeometry`] view transform, in the colours of a [`Theme`]: small
//! squares hold one glyph, large ones a multi-cell figure ([`figures`]).

use crate::config::{PieceStyle, Theme};
use crate::core::Side;
use crate::play::port::{BoardShape, Cell, PieceView};
use crate::tui::widgets::figures::{self, Px};
use crate::tui::widgets::glyphs::{glyph, width};
use crate::tui::widgets::layout::BoardGeometry;
use crate::tui::widgets::theme::{Colours, Palette, Tint, XiangqiColours};
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

/// A board drawn at a geometry with a piece style and a colour theme.
pub struct BoardView<'a> {
    pub geometry: BoardGeometry,
    pub picture: &'a BoardPicture,
    pub style: PieceStyle,
    pub theme: Theme,
    /// The interface's language (a Xiangqi piece's letters in Ukrainian are the seed's).
    pub lang: crate::i18n::Lang,
}

/// A style from the palette, or the terminal's own colours in the monochrome mode.
fn paint(pal: Option<&Palette>, f: impl FnOnce(&Palette) -> Style) -> Style {
    pal.map_or(Style::new(), f)
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

/// What marks a cell with a symbol, so that no signal is told by colour alone: cursor,
/// selection, a capture destination, a king in check, and the quiet marks (a unit
/// that moved in the series, the last move) where no corner can hold them. An empty
/// destination is a dot (`•`, `●`), an empty Xiangqi point of the last move a ring (`○`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mark {
    Cursor,
    Selected,
    Capture,
    Check,
    Moved,
    LastMove,
}

impl Mark {
    /// The pair of symbols beside a glyph: (left, right).
    fn brackets(self) -> (&'static str, &'static str) {
        match self {
            Mark::Cursor => ("[", "]"),
            Mark::Selected => ("<", ">"),
            Mark::Capture => ("(", ")"),
            Mark::Check => ("+", "+"),
            Mark::Moved => ("*", "*"),
            Mark::LastMove => ("·", "·"),
        }
    }
    /// The corners of a large square: top-left, top-right, bottom-left, bottom-right.
    fn corners(self) -> [&'static str; 4] {
        match self {
            Mark::Cursor => ["┏", "┓", "┗", "┛"],
            Mark::Selected => ["╭", "╮", "╰", "╯"],
            Mark::Capture => ["┌", "┐", "└", "┘"],
            Mark::Check => ["+", "+", "+", "+"],
            Mark::Moved => ["*", "*", "*", "*"],
            Mark::LastMove => ["·", "·", "·", "·"],
        }
    }
}

/// The strongest mark of a cell (`with_cursor`: counting the cursor).
fn mark(p: &BoardPicture, cell: Cell, occupied: bool, with_cursor: bool) -> Option<Mark> {
    if with_cursor && p.cursor == Some(cell) {
        Some(Mark::Cursor)
    } else if p.selected == Some(cell) {
        Some(Mark::Selected)
    } else if occupied && p.destinations.contains(&cell) {
        Some(Mark::Capture)
    } else if p.checked.contains(&cell) {
        Some(Mark::Check)
    } else {
        None
    }
}

/// The quiet mark of a cell: a unit that moved in the series, else a square of the
/// last move (drawn where the strong marks of [`mark`] leave the place free).
fn quiet(p: &BoardPicture, cell: Cell) -> Option<Mark> {
    if p.moved.contains(&cell) {
        Some(Mark::Moved)
    } else if p.in_last_move(cell) {
        Some(Mark::LastMove)
    } else {
        None
    }
}

/// The strongest tint of a cell (the order of [`Tint::ALL`]).
fn tint(p: &BoardPicture, cell: Cell, occupied: bool) -> Tint {
    if p.selected == Some(cell) {
        Tint::Selected
    } else if p.checked.contains(&cell) {
        Tint::Check
    } else if occupied && p.destinations.contains(&cell) {
        Tint::Capture
    } else if p.moved.contains(&cell) {
        Tint::Moved
    } else if p.attacked.contains(&cell) {
        Tint::Attacked
    } else if p.in_last_move(cell) {
        Tint::LastMove
    } else {
        Tint::Plain
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
        let pal = self.theme.palette();
        let shape = BoardShape::Chess;
        for cell in shape.cells() {
            let r = g.cell_rect(cell);
            let light = (cell.file + cell.rank) % 2 == 1;
            let occupant = p.piece(shape, cell);
            let ground = pal.map(|pal| pal.chess.cell(light, tint(p, cell, occupant.is_some())));
            let base = ground.map_or(Style::new(), |c| Style::new().bg(c));
            let ink = paint(pal, |pal| base.fg(pal.chess.ink));
            let bold = ink.add_modifier(Modifier::BOLD);
            let cx = r.x + r.width / 2;
            let cy = r.y + r.height / 2;
            // Without colours the dark squares are shaded, clear round what stands
            // on them: the figure's box, or the glyph and its brackets.
            let shade = pal.is_none() && !light;
            // Squares one row tall have no corner for the quiet marks: they take the
            // brackets when nothing stronger does.
            let one_row = r.height < 2;
            let marked = mark(p, cell, occupant.is_some(), true)
                .or_else(|| one_row.then(|| quiet(p, cell)).flatten());
            let figure = occupant.and_then(|piece| figures::figure(piece.kind, r.width, r.height));
            let clear = match figure {
                Some(b) => {
                    let (fw, fh) = figures::cells(b);
                    Rect::new(r.x + (r.width - fw) / 2, r.y + (r.height - fh) / 2, fw, fh)
                }
                None if occupant.is_some()
                    || p.destinations.contains(&cell)
                    || (r.height < 3 && marked.is_some()) =>
                {
                    Rect::new(cx.saturating_sub(1), cy, 3, 1)
                }
                None => Rect::default(),
            };
            for y in r.top()..r.bottom() {
                for x in r.left()..r.right() {
                    let s = if shade && !clear.contains(ratatui::layout::Position { x, y }) {
                        "░"
                    } else {
                        " "
                    };
                    put(buf, area, x, y, s, base);
                }
            }
            let large = figures::fits(r.width, r.height);
            // White's single glyph stands on an ivory chip: its cell and, where the
            // square is wide enough, one on each side (which brackets then keep).
            let wide_chip = pal.is_some()
                && figure.is_none()
                && occupant.is_some_and(|o| o.side == Side::White)
                && r.width >= 5;
            match (occupant, figure) {
                (Some(piece), Some(bitmap)) => {
                    draw_figure(buf, area, r, bitmap, piece.side, base, pal);
                }
                (Some(piece), None) => {
                    let style = match (pal, piece.side) {
                        (None, _) => Style::new(),
                        (Some(pal), Side::White) => {
                            Style::new().bg(pal.chess.white_body).fg(pal.chess.ink)
                        }
                        (Some(pal), Side::Black) => base.fg(pal.chess.black_body),
                    };
                    if wide_chip {
                        put(buf, area, cx - 1, cy, " ", style);
                        put(buf, area, cx + 1, cy, " ", style);
                    }
                    let style = style.add_modifier(Modifier::BOLD);
                    put(
                        buf,
                        area,
                        cx,
                        cy,
                        glyph(piece, self.style, self.lang),
                        style,
                    );
                }
                (None, _) if p.destinations.contains(&cell) => {
                    put(buf, area, cx, cy, if large { "●" } else { "•" }, ink);
                }
                (None, _) => {}
            }
            match marked {
                Some(m) if large => {
                    let [tl, tr, bl, br] = m.corners();
                    let (x1, y1) = (r.right() - 1, r.bottom() - 1);
                    for (x, y, s) in [(r.x, r.y, tl), (x1, r.y, tr), (r.x, y1, bl), (x1, y1, br)] {
                        put(buf, area, x, y, s, bold);
                    }
                }
                Some(m) => {
                    let (left, right) = m.brackets();
                    let style = match pal {
                        Some(pal) if wide_chip => bold.bg(pal.chess.white_body),
                        _ => bold,
                    };
                    put(buf, area, cx - 1, cy, left, style);
                    put(buf, area, cx + 1, cy, right, style);
                }
                None => {}
            }
            // Corner marks when the square is tall enough to hold them.
            if r.height >= 2 {
                if p.moved.contains(&cell) && !(large && marked.is_some()) {
                    put(buf, area, r.right() - 1, r.y, "*", bold);
                }
                // The last move has a mark of its own in every theme.
                if p.in_last_move(cell) && !(large && marked.is_some()) {
                    put(buf, area, r.x, r.bottom() - 1, "·", bold);
                }
            }
        }
        let label = paint(pal, |pal| Style::new().fg(pal.label));
        // Labels: ranks left of the board, files below it.
        for row in 0..8u16 {
            if let Some(cell) = g.cell_at_grid(0, row) {
                let r = g.cell_rect(cell);
                let text = format!("{:>2}", cell.rank + 1);
                put(buf, area, g.area.x, r.y + r.height / 2, &text[..1], label);
                put(
                    buf,
                    area,
                    g.area.x + 1,
                    r.y + r.height / 2,
                    &text[1..],
                    label,
                );
            }
        }
        let label_y = g.origin_y + 8 * g.step_y;
        for col in 0..8u16 {
            if let Some(cell) = g.cell_at_grid(col, 0) {
                let r = g.cell_rect(cell);
                let name = [(b'a' + cell.file) as char].iter().collect::<String>();
                put(buf, area, r.x + r.width / 2, label_y, &name, label);
            }
        }
    }

    fn render_xiangqi(&self, area: Rect, buf: &mut Buffer) {
        let g = &self.geometry;
        let p = self.picture;
        let pal = self.theme.palette();
        let shape = BoardShape::Xiangqi;
        let (sx, sy) = (g.step_x, g.step_y);
        let (ox, oy) = (g.origin_x, g.origin_y);
        // Large points get framed discs three rows tall; the wood reaches round them.
        let framed = g.framed_discs();
        let wood = paint(pal, |pal| {
            Style::new().bg(pal.xiangqi.wood).fg(pal.xiangqi.line)
        });
        let board = if framed {
            Rect::new(ox - 2, oy - 1, 8 * sx + 6, 9 * sy + 3)
        } else {
            Rect::new(ox - 1, oy, 8 * sx + 4, 9 * sy + 1)
        };
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
        let (left, right) = match (self.style, sy >= 3) {
            (PieceStyle::Letters | PieceStyle::Hanzi(_), _) => ("Chu He", "Han Jie"),
            (PieceStyle::Symbols, true) => ("楚  河", "漢  界"),
            (PieceStyle::Symbols, false) => ("楚河", "漢界"),
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
        let on_wood = |f: fn(&XiangqiColours) -> Color| paint(pal, |pal| wood.fg(f(&pal.xiangqi)));
        let mark_style = on_wood(|x| x.mark).add_modifier(Modifier::BOLD);
        let mono = pal.is_none();
        for cell in shape.cells() {
            let r = g.cell_rect(cell);
            let (px, py) = (r.x, r.y);
            let occupant = p.piece(shape, cell);
            let cursor = p.cursor == Some(cell);
            // The width of what stands on the point: hanzi 2, a letter or a mark 1.
            let w = occupant.map_or(1, |piece| width(glyph(piece, self.style, self.lang)));
            if let Some(piece) = occupant {
                let style = match pal {
                    None => Style::new(),
                    Some(pal) => {
                        let x = &pal.xiangqi;
                        let fg = match piece.side {
                            Side::White => x.red,
                            Side::Black => x.black,
                        };
                        Style::new().bg(x.disc(tint(p, cell, true))).fg(fg)
                    }
                };
                if framed {
                    let (kind, frame) = if cursor {
                        let on_disc = paint(pal, |pal| style.fg(pal.xiangqi.mark));
                        (Frame::Cursor, on_disc.add_modifier(Modifier::BOLD))
                    } else if mono && piece.side == Side::White {
                        (Frame::Double, style)
                    } else {
                        (Frame::Round, style)
                    };
                    draw_disc(buf, area, px, py, kind, frame, Some(style));
                }
                let s = glyph(piece, self.style, self.lang);
                if px + 2 <= area.right() && py < area.bottom() {
                    buf.set_stringn(
                        px,
                        py,
                        s,
                        usize::from(w),
                        style.add_modifier(Modifier::BOLD),
                    );
                }
                if framed {
                    // Inside the disc, beside the glyph: what else marks the point.
                    if let Some(m) = mark(p, cell, true, false).or_else(|| quiet(p, cell)) {
                        let (l, rt) = m.brackets();
                        let on_disc = paint(pal, |pal| style.fg(pal.xiangqi.mark));
                        let on_disc = on_disc.add_modifier(Modifier::BOLD);
                        put(buf, area, px - 1, py, l, on_disc);
                        put(buf, area, px + 2, py, rt, on_disc);
                    }
                }
            } else if framed && cursor {
                draw_disc(buf, area, px, py, Frame::Cursor, mark_style, None);
            }
            if !framed {
                let quiet_mark = occupant.and_then(|_| quiet(p, cell));
                if let Some(m) = mark(p, cell, occupant.is_some(), true).or(quiet_mark) {
                    let (l, rt) = m.brackets();
                    put(buf, area, px - 1, py, l, mark_style);
                    put(buf, area, px + w, py, rt, mark_style);
                }
            }
            if occupant.is_some() {
                continue;
            }
            if p.destinations.contains(&cell) {
                put(buf, area, px, py, "•", mark_style);
            } else if p.in_last_move(cell) {
                put(buf, area, px, py, "○", on_wood(|x| x.mark));
            } else if p.attacked.contains(&cell) {
                let style = on_wood(|x| x.attack_mark).add_modifier(Modifier::BOLD);
                put(buf, area, px, py, "×", style);
            }
        }
        let label = paint(pal, |pal| Style::new().fg(pal.label));
        // Labels: ranks 1–10 on the left, files a–i below.
        for row in 0..10u16 {
            if let Some(cell) = g.cell_at_grid(0, row) {
                let text = format!("{:>2}", cell.rank + 1);
                let y = oy + row * sy;
                put(buf, area, g.area.x, y, &text[..1], label);
                put(buf, area, g.area.x + 1, y, &text[1..], label);
            }
        }
        let margin = u16::from(framed);
        let label_y = oy + 9 * sy + 1 + margin;
        if p.file_numbers {
            // The bottom edge is Red's unless the board is turned.
            let (bottom, top) = if g.flipped {
                (Side::Black, Side::White)
            } else {
                (Side::White, Side::Black)
            };
            for (side, y) in [(bottom, Some(label_y)), (top, oy.checked_sub(1 + margin))] {
                let Some(y) = y else { continue };
                for col in 0..9u16 {
                    if let Some(cell) = g.cell_at_grid(col, 0) {
                        let number = wxf_file_number(side, cell.file, self.style);
                        put(buf, area, ox + col * sx, y, number, label);
                    }
                }
            }
        } else {
            for col in 0..9u16 {
                if let Some(cell) = g.cell_at_grid(col, 0) {
                    let name = [(b'a' + cell.file) as char].iter().collect::<String>();
                    put(buf, area, ox + col * sx, label_y, &name, label);
                }
            }
        }
    }
}

/// A chess figure centred in its square `r` (whose style is `ground`).
fn draw_figure(
    buf: &mut Buffer,
    area: Rect,
    r: Rect,
    bitmap: figures::Bitmap,
    side: Side,
    ground: Style,
    pal: Option<&Palette>,
) {
    let (fw, fh) = figures::cells(bitmap);
    let (fx, fy) = (r.x + (r.width - fw) / 2, r.y + (r.height - fh) / 2);
    for (dy, row) in (0u16..).zip(figures::resolve(bitmap, side)) {
        for (dx, c) in (0u16..).zip(row) {
            let (x, y) = (fx + dx, fy + dy);
            match pal {
                Some(pal) => {
                    let ch = &pal.chess;
                    let colour = |px: Px| match px {
                        Px::Ground => ground.bg.unwrap_or(Color::Reset),
                        Px::Ink => ch.ink,
                        Px::Body if side == Side::White => ch.white_body,
                        Px::Body => ch.black_body,
                        Px::Detail => ch.black_detail,
                    };
                    let (top, bottom) = (colour(c.top), colour(c.bottom));
                    if c.top == c.bottom {
                        if c.top != Px::Ground {
                            put(buf, area, x, y, " ", Style::new().bg(top));
                        }
                    } else if c.top == Px::Ground {
                        put(buf, area, x, y, "▄", Style::new().fg(bottom).bg(top));
                    } else {
                        put(buf, area, x, y, "▀", Style::new().fg(top).bg(bottom));
                    }
                }
                None => {
                    let on = |px: Px| match px {
                        Px::Ground | Px::Detail => false,
                        Px::Ink => true,
                        Px::Body => side == Side::Black,
                    };
                    let s = match (on(c.top), on(c.bottom)) {
                        (true, true) => "█",
                        (true, false) => "▀",
                        (false, true) => "▄",
                        (false, false) => " ",
                    };
                    put(buf, area, x, y, s, Style::new());
                }
            }
        }
    }
}

/// The line round a framed Xiangqi disc.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Frame {
    Round,
    /// Red's pieces without colours, so the sides differ by more than their glyphs.
    Double,
    Cursor,
}

/// A framed disc round the point `(px, py)`: three rows, from two columns left of
/// the point to three right of it (the glyph takes the point and the next column).
/// `inside`: the disc's own style, or `None` to leave the inside as it is (the
/// cursor on an empty point).
fn draw_disc(
    buf: &mut Buffer,
    area: Rect,
    px: u16,
    py: u16,
    kind: Frame,
    frame: Style,
    inside: Option<Style>,
) {
    let [tl, h, tr, v, bl, br] = match kind {
        Frame::Round => ["╭", "─", "╮", "│", "╰", "╯"],
        Frame::Double => ["╔", "═", "╗", "║", "╚", "╝"],
        Frame::Cursor => ["┏", "━", "┓", "┃", "┗", "┛"],
    };
    let (x0, x1) = (px - 2, px + 3);
    for x in x0..=x1 {
        let (top, bottom) = match x {
            _ if x == x0 => (tl, bl),
            _ if x == x1 => (tr, br),
            _ => (h, h),
        };
        put(buf, area, x, py - 1, top, frame);
        put(buf, area, x, py + 1, bottom, frame);
    }
    put(buf, area, x0, py, v, frame);
    put(buf, area, x1, py, v, frame);
    if let Some(inside) = inside {
        for x in x0 + 1..x1 {
            put(buf, area, x, py, " ", inside);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::port::PieceKind;
    use crate::tui::widgets::theme::contrast;

    /// Boards with one piece (or none) on every cell, under each tint and mark the
    /// drawing knows: every glyph meets every cell colour it can stand on.
    fn pictures(shape: BoardShape) -> Vec<BoardPicture> {
        let kinds: &[PieceKind] = match shape {
            BoardShape::Chess => &PieceKind::CHESS,
            BoardShape::Xiangqi => &PieceKind::XIANGQI,
        };
        let all: Vec<Cell> = shape.cells().collect();
        let mut occupants = vec![None];
        for side in Side::ALL {
            for &kind in kinds {
                occupants.push(Some(PieceView::new(side, kind)));
            }
        }
        let mut out = Vec::new();
        for occupant in occupants {
            let plain = BoardPicture {
                cells: vec![occupant; all.len()],
                ..BoardPicture::default()
            };
            let mut tinted = vec![
                plain.clone(),
                BoardPicture {
                    last_moves: all.iter().map(|&c| (c, c)).collect(),
                    ..plain.clone()
                },
                BoardPicture {
                    attacked: all.clone(),
                    ..plain.clone()
                },
                BoardPicture {
                    moved: all.clone(),
                    ..plain.clone()
                },
                BoardPicture {
                    destinations: all.clone(),
                    ..plain.clone()
                },
                BoardPicture {
                    checked: all.clone(),
                    ..plain.clone()
                },
            ];
            // One cell at a time: the cursor and the selection on a light and a dark
            // square (a1, b1), alone and together.
            for (cursor, selected) in [
                (Some(0), None),
                (Some(1), None),
                (None, Some(0)),
                (None, Some(1)),
                (Some(0), Some(0)),
                (Some(1), Some(1)),
            ] {
                tinted.push(BoardPicture {
                    cursor: cursor.map(|f| Cell::new(f, 0)),
                    selected: selected.map(|f| Cell::new(f, 0)),
                    moved: vec![Cell::new(2, 0)],
                    ..plain.clone()
                });
            }
            out.extend(tinted);
        }
        out
    }

    fn draw(
        shape: BoardShape,
        size: (u16, u16),
        picture: &BoardPicture,
        style: PieceStyle,
        theme: Theme,
    ) -> Buffer {
        let screen = Rect::new(0, 0, size.0, size.1);
        let geometry = BoardGeometry::fit(shape, false, screen).expect("fits");
        let mut buf = Buffer::empty(screen);
        let view = BoardView {
            geometry,
            picture,
            style,
            theme,
            lang: crate::i18n::Lang::En,
        };
        (&view).render(geometry.area, &mut buf);
        buf
    }

    /// Every size class of a board: chess 3x1, 5x2 (glyphs), 7x3 and 9x4 squares
    /// (figures); Xiangqi 4x2 (glyphs), 6x3 and 8x4 points (framed discs).
    fn sizes(shape: BoardShape) -> &'static [(u16, u16)] {
        match shape {
            BoardShape::Chess => &[(27, 9), (43, 17), (59, 25), (75, 33)],
            BoardShape::Xiangqi => &[(39, 21), (56, 32), (72, 41)],
        }
    }

    #[test]
    fn every_glyph_on_the_board_reads_on_its_cell_in_each_colour_theme() {
        for theme in Theme::ALL {
            let Some(pal) = theme.palette() else { continue };
            for shape in [BoardShape::Chess, BoardShape::Xiangqi] {
                for picture in pictures(shape) {
                    for &size in sizes(shape) {
                        for style in [PieceStyle::Symbols, PieceStyle::Letters] {
                            let buf = draw(shape, size, &picture, style, theme);
                            let mut glyphs = 0;
                            for (i, c) in buf.content.iter().enumerate() {
                                if c.symbol().trim().is_empty() {
                                    continue;
                                }
                                glyphs += 1;
                                if c.bg == Color::Reset {
                                    // Off the board: only the labels, in their colour.
                                    assert_eq!(c.fg, pal.label, "{:?}", c.symbol());
                                    continue;
                                }
                                let ratio = contrast(c.fg, c.bg).expect("RGB colours");
                                assert!(
                                    ratio >= pal.min_contrast,
                                    "{theme:?} {shape:?} {size:?}: '{}' at {i}: {:?} on {:?} \
                                     is {ratio:.2}:1",
                                    c.symbol(),
                                    c.fg,
                                    c.bg
                                );
                            }
                            assert!(glyphs > 0);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn monochrome_uses_no_colour_at_all() {
        for shape in [BoardShape::Chess, BoardShape::Xiangqi] {
            for picture in pictures(shape).iter().step_by(5) {
                for &size in sizes(shape) {
                    let buf = draw(shape, size, picture, PieceStyle::Symbols, Theme::Mono);
                    for c in &buf.content {
                        assert_eq!((c.fg, c.bg), (Color::Reset, Color::Reset), "{c:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn large_squares_get_figures_and_small_ones_a_glyph() {
        let picture = BoardPicture {
            cells: BoardShape::Chess
                .cells()
                .map(|c| (c.rank == 0).then(|| PieceView::new(Side::White, PieceKind::King)))
                .collect(),
            ..BoardPicture::default()
        };
        let text = |size| {
            let buf = draw(
                BoardShape::Chess,
                size,
                &picture,
                PieceStyle::Symbols,
                Theme::Default,
            );
            buf.content
                .iter()
                .map(|c| c.symbol().to_string())
                .collect::<String>()
        };
        for size in [(27, 9), (43, 17)] {
            let small = text(size);
            assert!(small.contains('♔') && !small.contains('▀'), "{size:?}");
        }
        for size in [(59, 25), (75, 33)] {
            let large = text(size);
            assert!(!large.contains('♔') && large.contains('▀'), "{size:?}");
        }
    }

    #[test]
    fn letters_write_the_river_in_latin_letters() {
        let picture = BoardPicture::default();
        for &size in sizes(BoardShape::Xiangqi) {
            let text = |style| {
                let buf = draw(BoardShape::Xiangqi, size, &picture, style, Theme::Default);
                buf.content
                    .iter()
                    .map(|c| c.symbol().to_string())
                    .collect::<String>()
            };
            let letters = text(PieceStyle::Letters);
            assert!(
                letters.contains("Chu He") && letters.contains("Han Jie"),
                "{size:?}"
            );
            assert!(!letters.contains('河') && !letters.contains('界'));
            let hanzi = text(PieceStyle::Symbols);
            assert!(hanzi.contains('河') && hanzi.contains('界'));
        }
    }

    /// Every signal has a symbol of its own, in every theme and at every size, so no
    /// signal is told by colour alone: the terminal's text (colours ignored) shows
    /// the check, the selection, the destinations, the moved unit and the last move.
    #[test]
    fn every_signal_has_a_mark_besides_its_colour() {
        use ratatui::backend::TestBackend;
        use ratatui::Terminal;
        let at = |s: &str| {
            let b = s.as_bytes();
            Cell::new(b[0] - b'a', s[1..].parse::<u8>().expect("rank") - 1)
        };
        let piece = |side, kind| Some(PieceView::new(side, kind));
        // (cell of the signal, what stands there, the symbols that may mark it)
        type Expect = (&'static str, &'static [&'static str]);
        type Pieces = Vec<(&'static str, Option<PieceView>)>;
        let cases: [(BoardShape, Pieces, [Expect; 7]); 2] = [
            (
                BoardShape::Chess,
                vec![
                    ("e1", piece(Side::White, PieceKind::King)),
                    ("d2", piece(Side::White, PieceKind::Knight)),
                    ("e4", piece(Side::White, PieceKind::Pawn)),
                    ("g1", piece(Side::White, PieceKind::Rook)),
                    ("g6", piece(Side::Black, PieceKind::Queen)),
                ],
                [
                    ("e1", &["+"]),
                    ("g1", &["<", "╭"]),
                    ("g3", &["•", "●"]),
                    ("g6", &["(", "┌"]),
                    ("d2", &["*"]),
                    ("e2", &["·"]),
                    ("e4", &["·"]),
                ],
            ),
            (
                BoardShape::Xiangqi,
                vec![
                    ("e1", piece(Side::White, PieceKind::General)),
                    ("a1", piece(Side::White, PieceKind::Chariot)),
                    ("h3", piece(Side::White, PieceKind::Horse)),
                    ("b1", piece(Side::White, PieceKind::Cannon)),
                    ("b8", piece(Side::Black, PieceKind::Soldier)),
                ],
                [
                    ("e1", &["+"]),
                    ("b1", &["<"]),
                    ("b3", &["•"]),
                    ("b8", &["("]),
                    ("a1", &["*"]),
                    ("g1", &["○"]),
                    ("h3", &["·"]),
                ],
            ),
        ];
        for (shape, pieces, expected) in cases {
            let mut cells = vec![None; shape.cells().count()];
            for (c, p) in pieces {
                cells[shape.index(at(c))] = p;
            }
            let (last_from, last_to, moved, selected, dests) = match shape {
                BoardShape::Chess => ("e2", "e4", "d2", "g1", ["g3", "g6"]),
                BoardShape::Xiangqi => ("g1", "h3", "a1", "b1", ["b3", "b8"]),
            };
            let picture = BoardPicture {
                cells,
                last_moves: vec![(at(last_from), at(last_to))],
                checked: vec![at("e1")],
                moved: vec![at(moved)],
                selected: Some(at(selected)),
                destinations: dests.iter().map(|d| at(d)).collect(),
                ..BoardPicture::default()
            };
            for &size in sizes(shape) {
                for theme in Theme::ALL {
                    let mut term = Terminal::new(TestBackend::new(size.0, size.1)).expect("term");
                    let screen = Rect::new(0, 0, size.0, size.1);
                    let geometry = BoardGeometry::fit(shape, false, screen).expect("fits");
                    let view = BoardView {
                        geometry,
                        picture: &picture,
                        style: PieceStyle::Symbols,
                        theme,
                        lang: crate::i18n::Lang::En,
                    };
                    term.draw(|f| f.render_widget(&view, geometry.area))
                        .expect("draw");
                    let buf = term.backend().buffer();
                    for (c, marks) in expected {
                        let r = geometry.cell_rect(at(c));
                        // A chess square is its rectangle; a Xiangqi point holds its
                        // marks beside a two-column glyph on its own row.
                        let (x0, x1) = match shape {
                            BoardShape::Chess => (r.left(), r.right()),
                            BoardShape::Xiangqi => (r.x.saturating_sub(1), r.x + 3),
                        };
                        let text: String = (r.top()..r.bottom())
                            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                            .map(|(x, y)| buf[(x, y)].symbol().to_string())
                            .collect();
                        assert!(
                            marks.iter().any(|m| text.contains(m)),
                            "{shape:?} {size:?} {theme:?}: {c} shows '{text}', none of {marks:?}"
                        );
                    }
                }
            }
        }
    }
}
