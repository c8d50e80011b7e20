//! The system clipboard through the terminal: OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`)
//! asks the terminal to put the text on the clipboard. It is written to the
//! terminal like any output, so it works over SSH and inside tmux (with its
//! `set-clipboard` option); a terminal without OSC 52 ignores it, which nothing can
//! tell, so the screens say the text was sent, not that it arrived.
//!
//! A screen does not write to the terminal: it leaves the sequence in the
//! [`crate::tui::screen::Context`] ([`Context::copy`]), and the event loop writes
//! it after the event (`tui::terminal`).
//!
//! [`Context::copy`]: crate::tui::screen::Context::copy

use base64::Engine;

/// The OSC 52 sequence that puts `text` on the clipboard (`c`, the clipboard
/// selection). The text is base64, so no byte of it can end the sequence early or
/// be taken by the terminal as a control.
pub fn osc52(text: &str) -> String {
    let encoded = base64::engine::general_purpose::STANDARD.encode(text);
    format!("\u{1b}]52;c;{encoded}\u{7}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_goes_in_base64_between_the_osc_52_markers() {
        // base64 of "h3e3" is "aDNlMw==" (RFC 4648).
        assert_eq!(osc52("h3e3"), "\u{1b}]52;c;aDNlMw==\u{7}");
        // Control characters and UTF-8 travel inside the base64.
        let sequence = osc52("炮二平五\u{7}\u{1b}");
        let body = &sequence["\u{1b}]52;c;".len()..sequence.len() - 1];
        assert!(body
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"+/=".contains(&b)));
    }
}
