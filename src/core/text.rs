//! User text shown back in messages: one function, [`shown`], makes any text safe to
//! print on a terminal (control characters written as escapes, so an escape sequence
//! in a FEN or a move cannot clear the screen or retitle the window) and short
//! enough for one message line.

use std::fmt::Write;

/// How many characters of user text a message repeats before it cuts.
pub const SHOWN_MAX_CHARS: usize = 60;

/// `text` as a message may echo it: control characters (C0, DEL, C1, and the
/// bidirectional overrides) escaped as `\u{1b}` and the like, `\n` / `\t` / `\r`
/// as `\n` / `\t` / `\r`, and anything past [`SHOWN_MAX_CHARS`] characters written
/// (escapes counted as written) cut, with the length said: `e4xxxx… (10000 characters)`.
pub fn shown(text: &str) -> String {
    shown_max(text, SHOWN_MAX_CHARS)
}

/// [`shown`] with another length limit (paths, which are longer).
pub fn shown_max(text: &str, max_chars: usize) -> String {
    // The limit counts what is written, so text made of escapes (8 characters each)
    // is cut as soon as plain text would be.
    let mut out = String::new();
    let mut written = 0;
    for c in text.chars() {
        let piece = match c {
            '\n' => "\\n".to_string(),
            '\t' => "\\t".to_string(),
            '\r' => "\\r".to_string(),
            c if is_unsafe(c) => format!("\\u{{{:x}}}", c as u32),
            c => c.to_string(),
        };
        let len = piece.chars().count();
        if written + len > max_chars {
            let total = text.chars().count();
            let _ = write!(out, "… ({total} characters)");
            return out;
        }
        written += len;
        out.push_str(&piece);
    }
    out
}

/// A path as messages show it (through [`shown`], with room for long paths).
pub fn shown_path(path: &std::path::Path) -> String {
    shown_max(&path.to_string_lossy(), 160)
}

/// A path for a one-line question: its end, at most `max` characters (at least
/// 12), with `…` where its start was cut.
pub fn path_tail(path: &std::path::Path, max: usize) -> String {
    let text = shown_path(path);
    let max = max.max(12);
    let n = text.chars().count();
    if n <= max {
        return text;
    }
    let tail: String = text.chars().skip(n - (max - 1)).collect();
    format!("…{tail}")
}

/// A message as a sentence: its first letter in upper case ("white's king…" →
/// "White's king…"); the rest as it is. A message that starts with a move or a
/// square (a first word with a digit: "e2e5: …", "h3e3 is…") is left as written.
pub fn sentence(text: &str) -> String {
    let first_word = text.split([' ', ':', ',', ';']).next().unwrap_or("");
    if first_word.chars().any(|c| c.is_ascii_digit()) {
        return text.to_string();
    }
    let mut c = text.chars();
    match c.next() {
        Some(f) if f.is_lowercase() => f.to_uppercase().chain(c).collect(),
        _ => text.to_string(),
    }
}

/// `text` with its first letter in upper case ("white" → "White").
pub fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// `text` in at most `n` characters, an ellipsis marking a cut (for a column or
/// a menu entry of fixed width).
pub fn cut(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(n.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

/// Characters a terminal may act on rather than print.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(shown("e4\u{1b}[2J"), "e4\\u{1b}[2J");
        assert_eq!(shown("a\nb\tc\u{7f}\u{9b}"), "a\\nb\\tc\\u{7f}\\u{9b}");
        assert_eq!(shown("\u{202e}evil"), "\\u{202e}evil");
        assert_eq!(shown("帥 e4"), "帥 e4");
    }

    #[test]
    fn long_text_is_cut_with_its_length() {
        let long = "x".repeat(10_000_000);
        let s = shown(&long);
        assert!(s.starts_with(&"x".repeat(SHOWN_MAX_CHARS)));
        assert!(s.ends_with("… (10000000 characters)"), "{s}");
        assert!(s.chars().count() < 100);
        assert_eq!(
            shown(&"y".repeat(SHOWN_MAX_CHARS)),
            "y".repeat(SHOWN_MAX_CHARS)
        );
        // Escapes count as what they write: 60 overrides do not make 480 characters.
        let hostile = shown(&"\u{202e}".repeat(SHOWN_MAX_CHARS));
        assert!(hostile.chars().count() <= SHOWN_MAX_CHARS + 20, "{hostile}");
        assert!(hostile.ends_with("… (60 characters)"), "{hostile}");
    }
}
