//! The one scrolling text of the screens (help, rules pages, lesson and proof
//! texts): its rows of text are wrapped to the width each time they are drawn
//! (continuation lines indented as the row says), a picture's rows are drawn as
//! they are; ↑↓, PgUp/PgDn, Home/End and the mouse wheel move it, and a sign says
//! that more follows and where the view is ("↓ more · 17/40").

use crate::i18n::Lang;
use crate::tui::widgets::glyphs::width;
use crate::tui::widgets::text::wrap_to;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use std::cell::Cell;

/// One row of a scrolling text.
#[derive(Clone, Debug, PartialEq)]
pub enum Row {
    /// Text wrapped to the width; its continuation lines start `indent` columns in.
    Text {
        text: String,
        style: Style,
        indent: u16,
    },
    /// A line drawn as it is (a row of a picture), cut at the width.
    Fixed(Line<'static>),
}

impl Row {
    pub fn text(text: impl Into<String>, style: Style) -> Row {
        Row::Text {
            text: text.into(),
            style,
            indent: 0,
        }
    }

    pub fn plain(text: impl Into<String>) -> Row {
        Row::text(text, Style::new())
    }

    pub fn blank() -> Row {
        Row::plain("")
    }

    /// A line of a table (`keys   what they do`): its continuation lines start
    /// under its second column, where the first gap of two spaces ends.
    pub fn hanging(text: impl Into<String>) -> Row {
        let text = text.into();
        let indent = text
            .find("  ")
            .and_then(|gap| {
                let after = &text[gap..];
                let words = after.len() - after.trim_start_matches(' ').len();
                (gap + words < text.len()).then(|| width(&text[..gap + words]))
            })
            .unwrap_or(0);
        Row::Text {
            text,
            style: Style::new(),
            indent,
        }
    }

    /// The lines this row takes at `w` columns.
    fn lines(&self, w: u16) -> Vec<Line<'static>> {
        match self {
            Row::Fixed(line) => vec![line.clone()],
            Row::Text {
                text,
                style,
                indent,
            } => wrap_hanging(text, w, *indent)
                .into_iter()
                .map(|l| Line::styled(l, *style))
                .collect(),
        }
    }
}

/// `text` in lines of `w` columns: its leading spaces kept, the lines after the
/// first `indent` columns in (neither where it would take more than half the
/// line). A blank text is one blank line.
fn wrap_hanging(text: &str, w: u16, indent: u16) -> Vec<String> {
    let half = |n: u16| if n.saturating_mul(2) > w { 0 } else { n };
    let body = text.trim_start_matches(' ');
    let lead = half(u16::try_from(text.len() - body.len()).unwrap_or(u16::MAX));
    let Some(first) = wrap_to(body, w - lead).into_iter().next() else {
        return vec![String::new()];
    };
    // The first line is the start of the text as written.
    let rest = body[first.len()..].trim_start_matches(' ');
    let mut lines = vec![format!("{}{first}", " ".repeat(usize::from(lead)))];
    let indent = half(indent);
    let pad = " ".repeat(usize::from(indent));
    lines.extend(
        wrap_to(rest, w - indent)
            .into_iter()
            .map(|l| format!("{pad}{l}")),
    );
    lines
}

/// A move of the view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScrollAction {
    Up,
    Down,
    PageUp,
    PageDown,
    Top,
    Bottom,
}

/// Rows a turn of the mouse wheel moves.
const WHEEL_ROWS: usize = 3;

/// Where a scrolling text stands: the first line shown and, as last drawn, how
/// many lines were shown and how many there are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scroll {
    top: usize,
    drawn: Cell<(usize, usize)>,
}

impl Scroll {
    /// Move the view (as far as the text goes, as last drawn).
    pub fn act(&mut self, action: ScrollAction) {
        let (shown, total) = self.drawn.get();
        let max = total.saturating_sub(shown);
        let page = shown.saturating_sub(1).max(1);
        let top = self.top.min(max);
        self.top = match action {
            ScrollAction::Up => top.saturating_sub(1),
            ScrollAction::Down => (top + 1).min(max),
            ScrollAction::PageUp => top.saturating_sub(page),
            ScrollAction::PageDown => (top + page).min(max),
            ScrollAction::Top => 0,
            ScrollAction::Bottom => max,
        };
    }

    /// A turn of the mouse wheel moves the view; returns whether `event` was one.
    pub fn wheel(&mut self, event: &Event) -> bool {
        let Event::Mouse(m) = event else { return false };
        let action = match m.kind {
            MouseEventKind::ScrollUp => ScrollAction::Up,
            MouseEventKind::ScrollDown => ScrollAction::Down,
            _ => return false,
        };
        for _ in 0..WHEEL_ROWS {
            self.act(action);
        }
        true
    }

    /// Back to the first line (another text is shown).
    pub fn reset(&mut self) {
        self.top = 0;
    }

    /// Whether the text was longer than its view when last drawn.
    pub fn overflows(&self) -> bool {
        let (shown, total) = self.drawn.get();
        total > shown
    }

    /// Where the view is, when the text is longer than it: "↓ more · 17/40" (the
    /// last line shown of how many), "↑↓ more · …", "↑ end · 40/40".
    pub fn sign(&self, lang: Lang) -> Option<String> {
        let (shown, total) = self.drawn.get();
        if total <= shown {
            return None;
        }
        let top = self.top.min(total - shown);
        let scrolled = crate::words::common::Scrolled {
            seen: top + shown,
            total,
            above: top > 0,
        };
        Some(crate::words::Say::say(&scrolled, lang))
    }

    /// Draw `rows` in `area` from the view's first line.
    pub fn render(&self, rows: &[Row], area: Rect, buf: &mut Buffer) {
        let lines: Vec<Line> = rows.iter().flat_map(|r| r.lines(area.width)).collect();
        self.show(lines, area, buf);
    }

    /// Draw `rows` in `area`; when they are longer than it, its last row holds the
    /// sign (in `lang`) instead.
    pub fn render_signed(&self, rows: &[Row], area: Rect, buf: &mut Buffer, lang: Lang) {
        let lines: Vec<Line> = rows.iter().flat_map(|r| r.lines(area.width)).collect();
        if lines.len() <= usize::from(area.height) || area.height < 2 {
            return self.show(lines, area, buf);
        }
        let view = Rect::new(area.x, area.y, area.width, area.height - 1);
        self.show(lines, view, buf);
        let bottom = Rect::new(area.x, view.bottom(), area.width, 1);
        render_sign(self.sign(lang), bottom, buf);
    }

    fn show(&self, lines: Vec<Line<'static>>, area: Rect, buf: &mut Buffer) {
        let shown = usize::from(area.height);
        let total = lines.len();
        self.drawn.set((shown, total));
        let top = self.top.min(total.saturating_sub(shown));
        Paragraph::new(lines.into_iter().skip(top).take(shown).collect::<Vec<_>>())
            .render(area, buf);
    }
}

/// How many lines `rows` take at `w` columns.
pub fn height(rows: &[Row], w: u16) -> usize {
    rows.iter().map(|r| r.lines(w).len()).sum()
}

/// A scroll sign, right-aligned in `area` (a row of a frame or a heading).
pub fn render_sign(sign: Option<String>, area: Rect, buf: &mut Buffer) {
    let Some(sign) = sign else { return };
    let text = format!(" {sign} ");
    let w = width(&text).min(area.width);
    let rect = Rect::new(area.right() - w, area.y, w, 1);
    Paragraph::new(Line::styled(text, Style::new().fg(Color::Yellow))).render(rect, buf);
}

/// A picture drawn off screen (`w`×`h`, by `draw`) as rows of a scrolling text.
pub fn picture_rows(w: u16, h: u16, draw: impl FnOnce(Rect, &mut Buffer)) -> Vec<Row> {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    draw(area, &mut buf);
    (0..h)
        .map(|y| {
            let mut spans = Vec::new();
            let mut x = 0;
            while x < w {
                let cell = &buf[(x, y)];
                spans.push(ratatui::text::Span::styled(
                    cell.symbol().to_string(),
                    cell.style(),
                ));
                // A wide character covers the next cell.
                x += width(cell.symbol()).max(1);
            }
            Row::Fixed(Line::from(spans))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(rows: &[Row], scroll: &Scroll, w: u16, h: u16) -> Vec<String> {
        let area = Rect::new(0, 0, w, h);
        let mut buf = Buffer::empty(area);
        scroll.render_signed(rows, area, &mut buf, Lang::En);
        (0..h)
            .map(|y| {
                (0..w)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn continuation_lines_start_under_the_second_column() {
        let row = Row::hanging("Esc       leave the game, asking first");
        assert_eq!(
            row.lines(25)
                .iter()
                .map(|l| l.to_string())
                .collect::<Vec<_>>(),
            ["Esc       leave the game,", "          asking first"]
        );
        // A one-column line wraps from the left.
        assert_eq!(Row::hanging("a b c").lines(3).len(), 2);
    }

    #[test]
    fn the_view_scrolls_to_the_end_and_says_where_it_is() {
        let rows: Vec<Row> = (1..=10).map(|i| Row::plain(format!("line {i}"))).collect();
        let mut scroll = Scroll::default();
        let shown = text(&rows, &scroll, 30, 4);
        assert_eq!(shown[0], "line 1");
        assert_eq!(shown[3], "↓ more · 3/10");
        scroll.act(ScrollAction::PageDown);
        let shown = text(&rows, &scroll, 30, 4);
        assert_eq!(shown[0], "line 3");
        assert_eq!(shown[3], "↑↓ more · 5/10");
        scroll.act(ScrollAction::Bottom);
        let shown = text(&rows, &scroll, 30, 4);
        assert_eq!(shown[2], "line 10");
        assert_eq!(shown[3], "↑ end · 10/10");
        // Past the end it stays at the end; all of it fits: no sign.
        scroll.act(ScrollAction::Down);
        assert_eq!(text(&rows, &scroll, 30, 4)[2], "line 10");
        assert_eq!(text(&rows, &scroll, 30, 10)[9], "line 10");
        assert_eq!(scroll.sign(Lang::En), None);
    }
}
