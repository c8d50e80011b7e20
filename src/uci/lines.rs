//! The engine's output, read on a thread of its own into a bounded queue of lines.
//!
//! Whatever an engine sends, duochess holds at most [`QUEUE`] lines of at most
//! [`MAX_LINE`] bytes each: when the queue is full the reader waits (and with it
//! the engine, whose pipe fills), so an engine that floods between turns costs
//! nothing; a line longer than [`MAX_LINE`] (a "line" without a newline) and
//! output that is not UTF-8 end the reading, and the client hears why
//! ([`Heard::TooLong`], [`Heard::NotUtf8`]).

use std::io::{BufRead, BufReader, Read};
use std::sync::mpsc::{self, Receiver, SyncSender};

/// The longest line read, in bytes. A UCI line is short: an `info` line with a
/// principal variation of a hundred moves is under 1 KiB.
pub const MAX_LINE: usize = 16 * 1024;

/// How many lines wait at most to be read (a few hundred `info` lines).
pub const QUEUE: usize = 256;

/// What the reader heard.
#[derive(Debug, PartialEq, Eq)]
pub enum Heard {
    /// A line, without its end (`\n` or `\r\n`).
    Line(String),
    /// A line longer than [`MAX_LINE`] bytes: reading stopped there.
    TooLong,
    /// Bytes that are not UTF-8: reading stopped there.
    NotUtf8,
}

/// Read `out` line by line on a thread of its own; the queue ends when the output
/// does (or after a [`Heard::TooLong`] or [`Heard::NotUtf8`]).
pub fn spawn_reader(out: impl Read + Send + 'static) -> Receiver<Heard> {
    let (tx, rx) = mpsc::sync_channel(QUEUE);
    std::thread::spawn(move || read_lines(out, &tx));
    rx
}

fn read_lines(out: impl Read, tx: &SyncSender<Heard>) {
    let mut reader = BufReader::new(out);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // One byte more than a line may hold tells a line that is too long.
        let limit = (MAX_LINE + 1) as u64;
        match (&mut reader).take(limit).read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let heard = if buf.last() == Some(&b'\n') {
            buf.pop();
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
            line_of(&buf)
        } else if buf.len() > MAX_LINE {
            Heard::TooLong
        } else {
            // The last line, without an end.
            line_of(&buf)
        };
        let stop = !matches!(heard, Heard::Line(_));
        // The client may have gone (the engine is shutting down): nobody listens.
        if tx.send(heard).is_err() || stop {
            return;
        }
    }
}

fn line_of(bytes: &[u8]) -> Heard {
    match std::str::from_utf8(bytes) {
        Ok(s) => Heard::Line(s.to_string()),
        Err(_) => Heard::NotUtf8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heard(bytes: &[u8]) -> Vec<Heard> {
        spawn_reader(std::io::Cursor::new(bytes.to_vec()))
            .iter()
            .collect()
    }

    #[test]
    fn lines_lose_their_ends_and_the_last_needs_none() {
        assert_eq!(
            heard(b"uciok\r\nreadyok\nbestmove h3e3"),
            [
                Heard::Line("uciok".into()),
                Heard::Line("readyok".into()),
                Heard::Line("bestmove h3e3".into())
            ]
        );
    }

    #[test]
    fn a_line_over_the_limit_is_refused_and_reading_stops() {
        let mut bytes = b"uciok\n".to_vec();
        bytes.extend(std::iter::repeat_n(b'a', MAX_LINE + 1));
        bytes.extend(b"\nreadyok\n");
        assert_eq!(heard(&bytes), [Heard::Line("uciok".into()), Heard::TooLong]);
        // A line of exactly the limit is a line.
        let mut bytes = vec![b'a'; MAX_LINE];
        bytes.push(b'\n');
        assert!(matches!(&heard(&bytes)[..], [Heard::Line(l)] if l.len() == MAX_LINE));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_named_and_reading_stops() {
        assert_eq!(heard(b"id name \xff\xfe\nuciok\n"), [Heard::NotUtf8]);
    }
}
