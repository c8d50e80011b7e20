//! Text widgets shared by the screens: the too-small notice, wrapping and cutting
//! text to a width, the key bar, the command line, and clearing room for an
//! overlay.

use crate::i18n::Lang;
use crate::tui::widgets::glyphs::width;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

/// The screen shown when the terminal is too small for a whole board.
pub fn render_too_small(area: Rect, buf: &mut Buffer, need: (u16, u16), lang: Lang) {
    if area.is_empty() {
        return;
    }
    let text = crate::words::Say::say(
        &crate::words::common::TooSmall {
            need,
            now: (area.width, area.height),
        },
        lang,
    );
    let y = area.y + area.height.saturating_sub(2) / 2;
    let rect = Rect::new(area.x, y, area.width, area.bottom() - y);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .style(Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD))
        .render(rect, buf);
}

/// Split text into lines no wider than `w` columns (widths measured), breaking at
/// spaces where possible.
pub fn wrap_to(text: &str, w: u16) -> Vec<String> {
    let w = usize::from(w.max(1));
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut line_w = 0usize;
    for word in text.split(' ') {
        let ww = usize::from(width(word));
        let sep = usize::from(!line.is_empty());
        if line_w + sep + ww <= w {
            if sep == 1 {
                line.push(' ');
            }
            line.push_str(word);
            line_w += sep + ww;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        line_w = 0;
        // A word longer than the line is cut by width.
        for ch in word.chars() {
            let cw = usize::from(width(ch.encode_utf8(&mut [0; 4])));
            if line_w + cw > w {
                lines.push(std::mem::take(&mut line));
                line_w = 0;
            }
            line.push(ch);
            line_w += cw;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

pub use crate::core::text::sentence;

/// The text in exactly `w` columns: [`fit`] to them, then spaces, by the width
/// each character takes on screen (a CJK character two columns, a combining mark
/// none), not by the number of characters.
pub fn padded(text: &str, w: usize) -> String {
    let w16 = u16::try_from(w).unwrap_or(u16::MAX);
    let mut out = fit(text, w16);
    let used = usize::from(width(&out));
    out.extend(std::iter::repeat_n(' ', w.saturating_sub(used)));
    out
}

/// The text cut to `w` columns, ending in `…` when cut.
pub fn fit(text: &str, w: u16) -> String {
    if width(text) <= w {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for ch in text.chars() {
        let cw = width(ch.encode_utf8(&mut [0; 4]));
        if used + cw + 1 > w {
            break;
        }
        out.push(ch);
        used += cw;
    }
    out.push('…');
    out
}

/// The key of the help, which lists every key: a bar that cannot show all its keys
/// keeps this one, at its end.
const HELP_KEY: &str = "?";

/// A key bar: each key on grey, then what it does. The entries come in the order of
/// their importance (their key table's order), and that order decides what goes
/// when not all fit: every entry that fits after the more important ones is drawn,
/// in order, the rest are left out, and the bar ends in `…` (more keys than shown)
/// and the help's key, which lists them all; an entry is drawn whole or not at all,
/// by the columns it takes on screen. An entry without words (a mark such as `й=q`)
/// is drawn only where every key fits and there is room for it.
pub fn render_hints(hints: &[(&str, &str)], area: Rect, buf: &mut Buffer) {
    let cost = |(key, what): (&str, &str)| width(key) + 1 + width(what) + 2;
    let shown = shown_hints(hints, area.width, cost);
    let mut spans = Vec::new();
    for entry in shown {
        match entry {
            // A mark is a note, not a key: drawn as text, not on grey (with the gap
            // a key and its words would leave).
            Hint::Key(mark, "") => spans.push(Span::styled(
                format!("{mark}   "),
                Style::new().fg(Color::Gray),
            )),
            Hint::Key(key, what) => {
                spans.push(Span::styled(
                    key.to_string(),
                    Style::new()
                        .fg(Color::Black)
                        .bg(Color::Gray)
                        .add_modifier(Modifier::BOLD),
                ));
                spans.push(Span::raw(format!(" {what}  ")));
            }
            Hint::More => spans.push(Span::raw("… ")),
        }
    }
    Paragraph::new(Line::from(spans)).render(area, buf);
}

/// What a key bar draws.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Hint<'a> {
    Key(&'a str, &'a str),
    /// More keys than are shown (the help lists them).
    More,
}

/// The columns `… ` takes before the help's key.
const MORE_COST: u16 = 2;

/// The entries of a key bar `room` columns wide, `cost` the width of each with its
/// trailing gap of two (which the bar's last entry does without).
fn shown_hints<'a>(
    hints: &[(&'a str, &'a str)],
    room: u16,
    cost: impl Fn((&'a str, &'a str)) -> u16,
) -> Vec<Hint<'a>> {
    let is_key = |(_, w): &(&str, &str)| !w.is_empty();
    let all: u16 = hints.iter().filter(|h| is_key(h)).map(|&h| cost(h)).sum();
    if all.saturating_sub(2) <= room {
        // Every key fits; the marks after them, in order, while there is room.
        let mut left = room;
        let mut out = Vec::new();
        for &h in hints {
            if cost(h).saturating_sub(2) > left {
                break;
            }
            left = left.saturating_sub(cost(h));
            out.push(Hint::Key(h.0, h.1));
        }
        return out;
    }
    let help = hints
        .iter()
        .copied()
        .find(|(k, w)| *k == HELP_KEY && !w.is_empty());
    // `… ` and the help's key close the bar, so every key before them keeps its gap.
    let tail = MORE_COST + help.map_or(0, |h| cost(h).saturating_sub(2));
    let Some(mut left) = room.checked_sub(tail) else {
        return vec![Hint::More];
    };
    let mut out = Vec::new();
    for &h in hints.iter().filter(|h| is_key(h) && Some(**h) != help) {
        if cost(h) <= left {
            left -= cost(h);
            out.push(Hint::Key(h.0, h.1));
        }
    }
    out.push(Hint::More);
    out.extend(help.map(|(k, w)| Hint::Key(k, w)));
    out
}

/// Clear a rectangle for an overlay. A wide character just left of it would reach
/// into the overlay and hide its first column, so it is blanked too.
pub fn clear_overlay(rect: Rect, buf: &mut Buffer) {
    Clear.render(rect, buf);
    if rect.x == buf.area.x {
        return;
    }
    for y in rect.top()..rect.bottom() {
        let left = (rect.x - 1, y);
        if buf.cell(left).is_some_and(|c| width(c.symbol()) > 1) {
            buf[left].reset();
        }
    }
}

/// The `:` command line with what was typed and a block cursor. A line longer than
/// the screen shows its end (where the typing is), after a `…`.
pub fn command_line(text: &str, w: u16) -> Line<'static> {
    // ':' and the cursor take two columns. Only the end that fits is measured, so a
    // long paste costs the width of the screen per frame, not its own length.
    let room = w.saturating_sub(2);
    let mut tail: Vec<char> = Vec::new();
    let mut used = 0;
    let mut cut = false;
    for ch in text.chars().rev() {
        let cw = width(ch.encode_utf8(&mut [0; 4]));
        if used + cw > room {
            cut = true;
            break;
        }
        used += cw;
        tail.push(ch);
    }
    if cut {
        // Room for the '…' before the end shown.
        while used + 1 > room {
            match tail.pop() {
                Some(ch) => used -= width(ch.encode_utf8(&mut [0; 4])),
                None => break,
            }
        }
    }
    let shown: String = cut
        .then_some('…')
        .into_iter()
        .chain(tail.into_iter().rev())
        .collect();
    Line::from(vec![
        Span::styled(":", Style::new().add_modifier(Modifier::BOLD)),
        Span::raw(shown),
        Span::styled("█", Style::new().fg(Color::Gray)),
    ])
}

/// The most rows a long message may take above its line.
const MESSAGE_ROWS: u16 = 6;

/// The rows [`render_grown`] takes for `text` in the message row `area` (its own
/// and those it grows over above it).
pub fn grown_rows(text: &str, area: Rect) -> u16 {
    if width(text) <= area.width {
        return 1;
    }
    let lines = u16::try_from(wrap_to(text, area.width).len()).unwrap_or(u16::MAX);
    lines.min(MESSAGE_ROWS).min(area.y + 1)
}

/// A line of text in the message row; a text too long for it wraps onto the rows
/// above (over the bottom of the board and panel), never cut.
pub fn render_grown(text: &str, style: Style, area: Rect, buf: &mut Buffer) {
    if width(text) <= area.width {
        Paragraph::new(Line::styled(text.to_string(), style)).render(area, buf);
        return;
    }
    let lines = wrap_to(text, area.width);
    let rows = grown_rows(text, area);
    let top = area.y + 1 - rows;
    let rect = Rect::new(area.x, top, area.width, rows);
    clear_overlay(rect, buf);
    let shown: Vec<Line> = lines
        .into_iter()
        .take(usize::from(rows))
        .map(|l| Line::styled(l, style))
        .collect();
    Paragraph::new(shown).render(rect, buf);
}

#[cfg(test)]
mod tests {

    fn bar(hints: &[(&'static str, &'static str)], room: u16) -> Vec<String> {
        shown_hints(hints, room, |(k, w)| width(k) + 1 + width(w) + 2)
            .into_iter()
            .map(|h| match h {
                Hint::Key(k, w) => format!("{k} {w}"),
                Hint::More => "…".to_string(),
            })
            .collect()
    }

    /// A bar too narrow for its keys says that more follow, and keeps the help's key
    /// (which lists them all) at its end; a bar that fits shows every key.
    #[test]
    fn a_key_bar_too_narrow_says_more_follow_and_keeps_the_help() {
        let hints = [
            ("u", "undo"),
            ("e", "end"),
            ("?", "help"),
            ("q", "quit"),
            ("й=q", ""),
        ];
        // "u undo  e end  ? help  q quit  й=q " is 35 columns.
        assert_eq!(
            bar(&hints, 35),
            ["u undo", "e end", "? help", "q quit", "й=q "]
        );
        // Without room for the mark, it goes silently: it is not a key.
        assert_eq!(bar(&hints, 30), ["u undo", "e end", "? help", "q quit"]);
        assert_eq!(bar(&hints, 25), ["u undo", "e end", "…", "? help"]);
        assert_eq!(bar(&hints, 16), ["u undo", "…", "? help"]);
        assert_eq!(bar(&hints, 8), ["…", "? help"]);
        // A key followed by `… ` keeps its gap: "u undo  e end  … ? help" is 23
        // columns, so at 22 the second key goes rather than the help being cut.
        assert_eq!(bar(&hints, 22), ["u undo", "…", "? help"]);
        assert_eq!(bar(&hints, 23), ["u undo", "e end", "…", "? help"]);
        // Too narrow for even the help: the sign alone rather than a part of it.
        assert_eq!(bar(&hints, 7), ["…"]);
    }

    /// A key is drawn on grey; the layout mark, which is no key, as plain text.
    #[test]
    fn the_layout_mark_is_not_drawn_as_a_key() {
        let area = Rect::new(0, 0, 20, 1);
        let mut buf = Buffer::empty(area);
        render_hints(&[("q", "quit"), ("й=q", "")], area, &mut buf);
        // "q quit  й=q": the key at 0, the mark at 8.
        assert_eq!(buf[(0, 0)].symbol(), "q");
        assert_eq!(buf[(0, 0)].bg, Color::Gray);
        assert_eq!(buf[(8, 0)].symbol(), "й");
        assert_ne!(buf[(8, 0)].bg, Color::Gray);
    }

    /// Keys are shown by importance (their order): a key that does not fit leaves its
    /// room to the less important keys after it that do.
    #[test]
    fn a_key_that_does_not_fit_leaves_room_to_the_next() {
        let hints = [
            ("u", "undo"),
            ("e", "end the series"),
            ("q", "quit"),
            ("?", "help"),
        ];
        // "u undo  e end the series  q quit  ? help" is 40 columns.
        assert_eq!(bar(&hints, 26), ["u undo", "q quit", "…", "? help"]);
        assert_eq!(
            bar(&hints, 34),
            ["u undo", "e end the series", "…", "? help"]
        );
        assert_eq!(
            bar(&hints, 40),
            ["u undo", "e end the series", "q quit", "? help"]
        );
    }
    use super::*;

    fn shown(line: &Line) -> String {
        line.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    #[test]
    fn the_command_line_fits_and_shows_the_end_of_long_text() {
        // Short text whole: ':', the text, the cursor.
        assert_eq!(shown(&command_line("e4, Nf3", 80)), ":e4, Nf3█");
        // Exactly the room: still whole, no '…'.
        assert_eq!(shown(&command_line("abcdef", 8)), ":abcdef█");
        // Longer: '…' and the end, in exactly the width.
        let long = format!("e4,{}Nf3", " ".repeat(100_000));
        let line = shown(&command_line(&long, 80));
        assert_eq!(width(&line), 80, "{line:?}");
        assert!(line.starts_with(":…") && line.ends_with("Nf3█"), "{line:?}");
        // Wide characters are measured: a hanzi that does not fit is left out.
        let line = shown(&command_line("炮二平五炮二平五", 10));
        assert!(width(&line) <= 10, "{line:?}");
        assert!(line.ends_with("平五█"), "{line:?}");
    }

    #[test]
    fn messages_become_sentences_but_moves_keep_their_case() {
        assert_eq!(sentence("white's king is safe"), "White's king is safe");
        assert_eq!(sentence("e2e5: the pawn cannot"), "e2e5: the pawn cannot");
        assert_eq!(sentence("h3e3 is legal"), "h3e3 is legal");
        assert_eq!(sentence("Nf3, then e"), "Nf3, then e");
        assert_eq!(sentence(""), "");
    }
}
