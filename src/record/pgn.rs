//! PGN-style records: `[Tag "value"]` pairs, then movetext, then a result token.
//!
//! Movetext is read into [`Turn`]s: the moves of one turn are joined by commas
//! (a Flickering Chess series, `e4, Nf3`); turns are separated by white space or move
//! numbers (`1.`, `1...`, `1a.`, `1b.`, the seed's `1а.`, `1б.`). Comments in braces, `;` comments to the end of
//! the line, `$n` annotation glyphs and `!?`-style suffixes are skipped, except a
//! clock comment `{[%clk 0:09:55]}` after a turn, which is kept as the time its
//! mover had left ([`Turn::clock`]). Every move keeps the line it came from, so a
//! later error can name it.

use std::fmt::Write;

/// One move as written, and the line of the file it stands on (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub text: String,
    pub line: usize,
}

/// The moves of one turn (one series in Flickering Chess, one move in Xiangqi).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Turn {
    pub moves: Vec<MoveText>,
    /// The mover's time left after this turn (`{[%clk H:MM:SS]}`), if recorded.
    pub clock: Option<std::time::Duration>,
}

/// A tag pair and the line it stands on (0 for tags added in memory).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    pub name: String,
    pub value: String,
    pub line: usize,
}

/// A parsed record.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PgnGame {
    /// Tag pairs in file order.
    pub tags: Vec<Tag>,
    pub turns: Vec<Turn>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if present.
    pub result: Option<String>,
}

/// What is wrong with a record's text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    #[error("line {line}: the record is not text (byte {byte:#04x} is not allowed)")]
    NotText { line: usize, byte: u8 },
    #[error("line {line}: malformed tag pair: {reason}")]
    BadTag { line: usize, reason: TagProblem },
    #[error("line {line}: tag [{name}] appears twice")]
    DuplicateTag { line: usize, name: String },
    #[error("line {line}: unterminated comment (a '{{' without '}}')")]
    UnterminatedComment { line: usize },
    #[error("line {line}: a ',' must join two moves of one series")]
    DanglingComma { line: usize },
    #[error("line {line}: '{}' after the result token", crate::core::text::shown(.text))]
    TextAfterResult { line: usize, text: String },
    #[error("the record has no tag pairs and no moves")]
    Empty,
}

/// What is wrong with a tag pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TagProblem {
    #[error("expected [Name \"value\"]")]
    NotBracketed,
    #[error("expected a name and a quoted value")]
    NoValue,
    #[error("the tag name must be letters, digits or '_'")]
    BadName,
    #[error("the value must be in double quotes")]
    NotQuoted,
    #[error("a '\\' in a value must be followed by '\\' or '\"'")]
    BadEscape,
    #[error("a '\"' inside the value must be written \\\"")]
    BareQuote,
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.find_tag(name).map(|t| t.value.as_str())
    }

    /// The tag pair itself (with its line), if present.
    pub fn find_tag(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.name == name)
    }

    /// Set a tag, replacing an existing value or appending.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|t| t.name == name) {
            Some(t) => t.value = value.to_string(),
            None => self.tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
                line: 0,
            }),
        }
    }

    /// Parse a record. Only the first game of a file is read. A UTF-8 byte order
    /// mark at the start is skipped. Time is linear in the text's length.
    pub fn parse(text: &str) -> Result<PgnGame, PgnError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut game = PgnGame::default();
        let mut names = std::collections::HashSet::new();
        let mut in_tags = true;
        let mut lexer = Lexer::default();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            if let Some(byte) = raw
                .bytes()
                .find(|&b| b == 0 || (b < 0x20 && b != b'\t' && b != b'\r'))
            {
                return Err(PgnError::NotText { line, byte });
            }
            let trimmed = raw.trim();
            if lexer.in_comment.is_none() && trimmed.starts_with('[') {
                if !in_tags && (!game.turns.is_empty() || game.result.is_some()) {
                    // The next game of a multi-game file begins: stop here.
                    break;
                }
                let (name, value) = parse_tag(trimmed, line)?;
                if !names.insert(name.clone()) {
                    return Err(PgnError::DuplicateTag { line, name });
                }
                game.tags.push(Tag { name, value, line });
                continue;
            }
            if !trimmed.is_empty() {
                in_tags = false;
            }
            lexer.line(raw, line, &mut game)?;
        }
        if let Some(line) = lexer.in_comment {
            return Err(PgnError::UnterminatedComment { line });
        }
        if let Some(line) = lexer.pending_comma {
            return Err(PgnError::DanglingComma { line });
        }
        if game.tags.is_empty() && game.turns.is_empty() && game.result.is_none() {
            return Err(PgnError::Empty);
        }
        Ok(game)
    }

    /// Write the record. `numbering(i)` gives the move number label of turn `i`
    /// (e.g. `1a.` / `1b.` for Flickering Chess, `1.` and none for Xiangqi's second
    /// move), and moves of one turn are joined by `, `. Lines wrap before 80 columns.
    pub fn write(&self, numbering: impl Fn(usize) -> Option<String>) -> String {
        let mut out = String::new();
        for tag in &self.tags {
            let _ = writeln!(out, "[{} \"{}\"]", tag.name, escape(&tag.value));
        }
        out.push('\n');
        let mut words: Vec<String> = Vec::new();
        for (i, turn) in self.turns.iter().enumerate() {
            if let Some(label) = numbering(i) {
                words.push(label);
            }
            let n = turn.moves.len();
            for (j, m) in turn.moves.iter().enumerate() {
                words.push(if j + 1 < n {
                    format!("{},", m.text)
                } else {
                    m.text.clone()
                });
            }
            if let Some(left) = turn.clock {
                words.push(format!(
                    "{{[%clk {}]}}",
                    crate::session::clock::clk_text(left)
                ));
            }
        }
        words.push(self.result.clone().unwrap_or_else(|| "*".to_string()));
        let mut width = 0;
        for w in words {
            if width > 0 && width + 1 + w.len() > 79 {
                out.push('\n');
                width = 0;
            } else if width > 0 {
                out.push(' ');
                width += 1;
            }
            width += w.len();
            out.push_str(&w);
        }
        out.push('\n');
        out
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

fn parse_tag(text: &str, line: usize) -> Result<(String, String), PgnError> {
    let bad = |reason: TagProblem| PgnError::BadTag { line, reason };
    let inner = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or_else(|| bad(TagProblem::NotBracketed))?;
    let (name, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or_else(|| bad(TagProblem::NoValue))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(bad(TagProblem::BadName));
    }
    let rest = rest.trim();
    let body = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| bad(TagProblem::NotQuoted))?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                _ => return Err(bad(TagProblem::BadEscape)),
            },
            '"' => return Err(bad(TagProblem::BareQuote)),
            c => value.push(c),
        }
    }
    Ok((name.to_string(), value))
}

#[derive(Default)]
struct Lexer {
    /// Line where an open `{` comment started.
    in_comment: Option<usize>,
    /// Line of a `,` still waiting for the move it joins.
    pending_comma: Option<usize>,
    /// The text of the open `{` comment so far.
    comment: String,
}

/// Stands in the cleaned movetext for a `%clk` comment (the time in
/// milliseconds follows); no record holds this character (control characters are
/// refused before).
const CLOCK_MARK: char = '\u{1}';

/// The time of a `[%clk H:MM:SS]` command in a comment's text.
fn clock_command(comment: &str) -> Option<std::time::Duration> {
    let rest = &comment[comment.find("[%clk")? + "[%clk".len()..];
    let time = rest.get(..rest.find(']')?)?;
    crate::session::clock::parse_clk(time)
}

fn is_result(w: &str) -> bool {
    matches!(w, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// The series letters after a move number: `a`/`b`, and the seed's Cyrillic `а`/`б`.
const SERIES_LETTERS: [char; 4] = ['a', 'b', 'а', 'б'];

/// `1.`, `12...`, `1a.`, `3b.`, `1а.` (the seed's Cyrillic letters), or a bare `1a`
/// before a space.
fn is_move_number(w: &str) -> bool {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return false;
    }
    let rest = &w[digits..];
    let rest = rest.strip_prefix(SERIES_LETTERS).unwrap_or(rest);
    rest.chars().all(|c| c == '.') && (rest.starts_with('.') || w.len() > digits)
}

/// The length of a move number glued to the front of a word: `12.` of `12.e4`,
/// `1a.` of `1a.B7d6`, `3...` of `3...C2.5` (a number needs its dots here). No
/// move text starts with digits and a dot (WXF places are `1P+1`, castling `0-0`),
/// and the cut is at the first dots, never inside a move such as `C2.5`.
fn glued_number(w: &str) -> Option<usize> {
    let b = w.as_bytes();
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let side = w[digits..]
        .chars()
        .next()
        .filter(|c| SERIES_LETTERS.contains(c))
        .map_or(0, char::len_utf8);
    let start = digits + side;
    let dots = b[start..].iter().take_while(|&&c| c == b'.').count();
    (dots > 0 && start + dots < b.len()).then_some(start + dots)
}

impl Lexer {
    fn line(&mut self, raw: &str, line: usize, game: &mut PgnGame) -> Result<(), PgnError> {
        let mut text = raw;
        // Strip `{...}` comments (which may span lines) and `;` comments.
        let mut cleaned = String::new();
        loop {
            if self.in_comment.is_some() {
                match text.find('}') {
                    Some(end) => {
                        self.in_comment = None;
                        self.comment.push_str(&text[..end]);
                        text = &text[end + 1..];
                        cleaned.push(' ');
                        if let Some(left) = clock_command(&std::mem::take(&mut self.comment)) {
                            let _ = write!(cleaned, "{CLOCK_MARK}{} ", left.as_millis());
                        }
                    }
                    None => {
                        self.comment.push_str(text);
                        self.comment.push(' ');
                        break;
                    }
                }
            } else {
                match text.find(['{', ';']) {
                    Some(i) if text.as_bytes()[i] == b'{' => {
                        cleaned.push_str(&text[..i]);
                        cleaned.push(' ');
                        self.in_comment = Some(line);
                        text = &text[i + 1..];
                    }
                    Some(i) => {
                        cleaned.push_str(&text[..i]);
                        break;
                    }
                    None => {
                        cleaned.push_str(text);
                        break;
                    }
                }
            }
        }
        let spaced = cleaned.replace(',', " , ");
        for word in spaced.split_whitespace() {
            if game.result.is_some() {
                return Err(PgnError::TextAfterResult {
                    line,
                    text: word.to_string(),
                });
            }
            if word == "," {
                if self.pending_comma.is_some()
                    || game.turns.last().is_none_or(|t| t.moves.is_empty())
                {
                    return Err(PgnError::DanglingComma { line });
                }
                self.pending_comma = Some(line);
                continue;
            }
            if is_result(word) {
                if self.pending_comma.is_some() {
                    return Err(PgnError::DanglingComma { line });
                }
                game.result = Some(if word == "½-½" {
                    "1/2-1/2".into()
                } else {
                    word.to_string()
                });
                continue;
            }
            if word.starts_with('$') {
                continue;
            }
            if let Some(ms) = word.strip_prefix(CLOCK_MARK) {
                if let (Some(turn), Ok(ms)) = (game.turns.last_mut(), ms.parse()) {
                    turn.clock = Some(std::time::Duration::from_millis(ms));
                }
                continue;
            }
            // `12.e4`, `1a.e4`, `3...C2.5`: a number glued to its move.
            let word = &word[glued_number(word).unwrap_or(0)..];
            if is_move_number(word) {
                if self.pending_comma.is_some() {
                    return Err(PgnError::DanglingComma { line });
                }
                continue;
            }
            let text = word.trim_end_matches(['!', '?']).to_string();
            if text.is_empty() {
                continue;
            }
            let mv = MoveText { text, line };
            if self.pending_comma.take().is_some() {
                if let Some(turn) = game.turns.last_mut() {
                    turn.moves.push(mv);
                }
            } else {
                game.turns.push(Turn {
                    moves: vec![mv],
                    clock: None,
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(g: &PgnGame) -> Vec<Vec<&str>> {
        g.turns
            .iter()
            .map(|t| t.moves.iter().map(|m| m.text.as_str()).collect())
            .collect()
    }

    #[test]
    fn flickering_series_and_tags() {
        let rec = "[Event \"Club \\\"night\\\"\"]\n[Variant \"Flickering\"]\n\n1a. e4, d4, Nf3 1b. e5,\nNc6 {a comment, with a comma} 2a. Bc4 ; rest\n1-0\n";
        let g = PgnGame::parse(rec).unwrap();
        assert_eq!(g.tag("Event"), Some("Club \"night\""));
        assert_eq!(
            texts(&g),
            vec![vec!["e4", "d4", "Nf3"], vec!["e5", "Nc6"], vec!["Bc4"]]
        );
        assert_eq!(g.turns[1].moves[1].line, 5);
        assert_eq!(g.result.as_deref(), Some("1-0"));
        let written = g.write(|i| {
            Some(format!(
                "{}{}.",
                i / 2 + 1,
                if i % 2 == 0 { 'a' } else { 'b' }
            ))
        });
        assert!(
            written.contains("1a. e4, d4, Nf3 1b. e5, Nc6 2a. Bc4 1-0"),
            "{written}"
        );
        assert_eq!(texts(&PgnGame::parse(&written).unwrap()), texts(&g));
    }

    #[test]
    fn the_seeds_cyrillic_series_labels_are_move_numbers() {
        let g = PgnGame::parse("1а. e4, Кf3 1б. e5 2а.Сc4 2б.Кc6 *\n").unwrap();
        assert_eq!(
            texts(&g),
            vec![vec!["e4", "Кf3"], vec!["e5"], vec!["Сc4"], vec!["Кc6"]]
        );
    }

    #[test]
    fn xiangqi_numbering_and_glued_numbers() {
        let g = PgnGame::parse("1.Che3 Hg8 2. Hg3 2... Ri9 *").unwrap();
        assert_eq!(
            texts(&g),
            vec![vec!["Che3"], vec!["Hg8"], vec!["Hg3"], vec!["Ri9"]]
        );
        assert_eq!(g.result.as_deref(), Some("*"));
    }

    #[test]
    fn glued_numbers_are_cut_at_their_own_dots() {
        let g = PgnGame::parse("1.C2.5 1...C8.5 2.+R.3 2...1P+1 3a.B7d6 3b.e7e8q 4.0-0 *").unwrap();
        assert_eq!(
            texts(&g),
            vec![
                vec!["C2.5"],
                vec!["C8.5"],
                vec!["+R.3"],
                vec!["1P+1"],
                vec!["B7d6"],
                vec!["e7e8q"],
                vec!["0-0"]
            ]
        );
        // WXF places and castling are moves, not numbers.
        let g = PgnGame::parse("1. 1P+1 2P.4 0-0 1/2-1/2").unwrap();
        assert_eq!(texts(&g), vec![vec!["1P+1"], vec!["2P.4"], vec!["0-0"]]);
        assert_eq!(g.result.as_deref(), Some("1/2-1/2"));
    }

    #[test]
    fn clock_comments_are_kept_per_turn() {
        let rec = "1a. e4, d4 {[%clk 0:09:55]} 1b. e5 { a note [%clk 0:10:01] more\nlines } 2a. Nf3 {no clock} *";
        let g = PgnGame::parse(rec).unwrap();
        let secs = std::time::Duration::from_secs;
        let clocks: Vec<_> = g.turns.iter().map(|t| t.clock).collect();
        assert_eq!(clocks, vec![Some(secs(595)), Some(secs(601)), None]);
        let written = g.write(|_| None);
        assert!(
            written.contains("e4, d4 {[%clk 0:09:55]} e5 {[%clk 0:10:01]} Nf3 *"),
            "{written}"
        );
        let again = PgnGame::parse(&written).unwrap();
        assert_eq!(texts(&again), texts(&g));
        assert_eq!(
            again.turns.iter().map(|t| t.clock).collect::<Vec<_>>(),
            clocks
        );
        // A broken clock command is an ordinary comment.
        let g = PgnGame::parse("h2e2 {[%clk soon]} *").unwrap();
        assert_eq!(g.turns[0].clock, None);
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let g = PgnGame::parse("\u{feff}[Variant \"xiangqi\"]\n\n1. h2e2 *\n").unwrap();
        assert_eq!(g.tag("Variant"), Some("xiangqi"));
        assert_eq!(texts(&g), vec![vec!["h2e2"]]);
    }

    #[test]
    fn many_tags_are_read_in_linear_time() {
        let text: String = (0..100_000).map(|i| format!("[T{i} \"v\"]\n")).collect();
        let g = PgnGame::parse(&text).unwrap();
        assert_eq!(g.tags.len(), 100_000);
        // Comments in braces and after ';', many on one line and across lines.
        let mut movetext = String::from("[Variant \"xiangqi\"]\n\n");
        for i in 0..50_000 {
            movetext.push_str(&format!("{{c {i}}} h3e3 ; rest {i}\n{{open\nclose}} "));
        }
        let g = PgnGame::parse(&movetext).unwrap();
        assert_eq!(g.turns.len(), 50_000);
        let dup = format!("{text}[T5 \"again\"]\n");
        assert!(matches!(
            PgnGame::parse(&dup),
            Err(PgnError::DuplicateTag { line: 100_001, .. })
        ));
    }

    #[test]
    fn errors_name_lines() {
        assert!(matches!(
            PgnGame::parse("[Event \"x]\n"),
            Err(PgnError::BadTag { line: 1, .. })
        ));
        assert!(matches!(
            PgnGame::parse("[A \"1\"]\n[A \"2\"]"),
            Err(PgnError::DuplicateTag { line: 2, .. })
        ));
        assert!(matches!(
            PgnGame::parse("1a. e4 {open\n"),
            Err(PgnError::UnterminatedComment { line: 1 })
        ));
        assert!(matches!(
            PgnGame::parse("1a. e4, 1b. e5"),
            Err(PgnError::DanglingComma { line: 1 })
        ));
        assert!(matches!(
            PgnGame::parse("e4 1-0 e5"),
            Err(PgnError::TextAfterResult { line: 1, .. })
        ));
        assert!(matches!(PgnGame::parse("\n\n"), Err(PgnError::Empty)));
        let hostile = PgnGame::parse("e4 1-0 \u{9b}2J\u{202e}x").unwrap_err();
        assert!(
            hostile.to_string().contains("'\\u{9b}2J\\u{202e}x'"),
            "{hostile}"
        );
        assert!(matches!(
            PgnGame::parse("e4\n\u{0}\u{1}"),
            Err(PgnError::NotText { line: 2, .. })
        ));
    }
}
