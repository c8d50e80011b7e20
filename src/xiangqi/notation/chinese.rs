//! Chinese notation, the one most Xiangqi players read and write: `炮二平五`,
//! `馬８進７`, `前車進二`. It says the same as WXF (see [`super::wxf`]), in other
//! signs, so it is written from and read into the WXF parts:
//! - the piece: 帥 仕 相 馬 車 炮 兵 for Red, 將 士 象 馬 車 炮 卒 for Black on output;
//!   on input also the simplified 帅 将 马 车, and 砲 傌 俥 (the pieces' own
//!   characters), 象/相 and 士/仕 for either side;
//! - files counted 1–9 from the mover's right: Chinese numerals 一…九 for Red,
//!   full-width digits １…９ for Black on output; on input any of Chinese numerals,
//!   full-width or ASCII digits, for either side (the side to move decides whose move
//!   it is);
//! - 進 (also 进) forward, 退 backward, 平 sideways, then the number of ranks or the
//!   destination file, as in WXF;
//! - two like pieces on a file: 前 (front) / 后 (also 後, rear) before the piece,
//!   without the file: `前車進二`; three soldiers: 前 / 中 / 后; four or five: 一 二
//!   三 四 五 counted from the front; soldiers on a file while another file also holds
//!   two or more: the file follows the piece, `前兵七平六` (the WXF `+P7.6`).

use super::wxf::{self, Parsed, Selector};
use super::{Malformed, Notation, NotationError};
use crate::core::Side;
use crate::xiangqi::{Move, PieceKind, Position};

const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULL_WIDTH: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// The piece's character in notation.
fn piece_char(side: Side, kind: PieceKind) -> char {
    match (side, kind) {
        (Side::White, PieceKind::General) => '帥',
        (Side::Black, PieceKind::General) => '將',
        (Side::White, PieceKind::Advisor) => '仕',
        (Side::Black, PieceKind::Advisor) => '士',
        (Side::White, PieceKind::Elephant) => '相',
        (Side::Black, PieceKind::Elephant) => '象',
        (_, PieceKind::Horse) => '馬',
        (_, PieceKind::Chariot) => '車',
        (_, PieceKind::Cannon) => '炮',
        (Side::White, PieceKind::Soldier) => '兵',
        (Side::Black, PieceKind::Soldier) => '卒',
    }
}

fn kind_of(c: char) -> Option<PieceKind> {
    Some(match c {
        '帥' | '帅' | '將' | '将' => PieceKind::General,
        '仕' | '士' => PieceKind::Advisor,
        '相' | '象' => PieceKind::Elephant,
        '馬' | '马' | '傌' | '㐷' => PieceKind::Horse,
        '車' | '车' | '俥' | '伡' => PieceKind::Chariot,
        '炮' | '砲' | '包' => PieceKind::Cannon,
        '兵' | '卒' => PieceKind::Soldier,
        _ => return None,
    })
}

/// A number 1–9 in the mover's style.
fn number(side: Side, n: u8) -> char {
    let i = (n.clamp(1, 9) - 1) as usize;
    match side {
        Side::White => NUMERALS[i],
        Side::Black => FULL_WIDTH[i],
    }
}

/// A number 1–9 in any style: Chinese numeral, full-width or ASCII digit.
fn read_number(c: char) -> Option<u8> {
    let pos = |set: &[char; 9]| set.iter().position(|&d| d == c).map(|i| i as u8 + 1);
    pos(&NUMERALS).or_else(|| pos(&FULL_WIDTH)).or_else(|| {
        c.to_digit(10)
            .filter(|d| (1..=9).contains(d))
            .map(|d| d as u8)
    })
}

fn op_char(op: char) -> char {
    match op {
        '+' => '進',
        '-' => '退',
        _ => '平',
    }
}

fn read_op(c: char) -> Option<char> {
    match c {
        '進' | '进' => Some('+'),
        '退' => Some('-'),
        '平' => Some('.'),
        _ => None,
    }
}

/// Whether a text is written in Chinese signs (any CJK ideograph or full-width
/// character): how the notation reader tells it from the Latin notations.
pub fn looks_chinese(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c, '\u{3000}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
    })
}

/// Write `mv`, which must be legal in `pos`.
pub fn write(pos: &Position, mv: Move) -> String {
    let side = mv.piece.side;
    let piece = piece_char(side, mv.piece.kind);
    let (op, n) = wxf::motion(mv);
    let tail = format!("{}{}", op_char(op), number(side, n));
    match wxf::selector_of(pos, mv) {
        Selector::File(f) => format!("{piece}{}{tail}", number(side, f)),
        Selector::Place { place, of, file } => {
            let marker = match (of, place) {
                (_, 1) if of <= 3 => '前',
                (3, 2) => '中',
                (2, _) | (3, _) => '后',
                _ => NUMERALS[(place.clamp(1, 9) - 1) as usize],
            };
            let file = file
                .map(|f| number(side, f).to_string())
                .unwrap_or_default();
            format!("{marker}{piece}{file}{tail}")
        }
    }
}

fn parse_text(text: &str) -> Result<Parsed, NotationError> {
    let bad = |reason: Malformed| NotationError::malformed(text, Notation::Chinese, reason);
    let chars: Vec<char> = text.trim().chars().filter(|c| !c.is_whitespace()).collect();
    let mut i = 0;
    let marker = match chars.first() {
        Some('前') => Some('+'),
        Some('后' | '後') => Some('-'),
        Some('中') => Some('2'),
        // A place counted from the front, before the piece: 一兵 二兵 …
        Some(&c) if chars.get(1).and_then(|&p| kind_of(p)).is_some() => read_number(c)
            .filter(|&n| n <= 5)
            .map(|n| (b'0' + n) as char),
        _ => None,
    };
    if marker.is_some() {
        i += 1;
    }
    let kind = chars
        .get(i)
        .and_then(|&c| kind_of(c))
        .ok_or_else(|| bad(Malformed::ChinesePiece))?;
    i += 1;
    let file = chars.get(i).and_then(|&c| read_number(c));
    if file.is_some() {
        i += 1;
    } else if marker.is_none() {
        return Err(bad(Malformed::ChineseFile));
    }
    let op = chars
        .get(i)
        .and_then(|&c| read_op(c))
        .ok_or_else(|| bad(Malformed::ChineseDirection))?;
    i += 1;
    let number = chars
        .get(i)
        .and_then(|&c| read_number(c))
        .ok_or_else(|| bad(Malformed::ChineseNumber))?;
    i += 1;
    if i != chars.len() {
        return Err(bad(Malformed::Trailing));
    }
    Ok(Parsed {
        kind,
        marker,
        file,
        op,
        number,
    })
}

/// Read a Chinese move and find it among the legal moves of `pos`.
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    wxf::find(pos, text, &parse_text(text)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::notation::coord;

    #[test]
    fn hand_checked_moves_from_the_start() {
        let start = Position::start();
        let cannon = coord::parse(&start, "h3e3").unwrap();
        assert_eq!(write(&start, cannon), "炮二平五");
        for text in ["炮二平五", "砲二平五", "炮2平5", "炮２平５"] {
            assert_eq!(parse(&start, text), Ok(cannon), "{text}");
        }
        let black = start.after(cannon);
        let horse = coord::parse(&black, "h10g8").unwrap();
        assert_eq!(write(&black, horse), "馬８進７");
        for text in ["馬８進７", "马8进7", "馬8進7"] {
            assert_eq!(parse(&black, text), Ok(horse), "{text}");
        }
        let soldier = coord::parse(&start, "c4c5").unwrap();
        assert_eq!(write(&start, soldier), "兵七進一");
        assert_eq!(parse(&start, "兵七進一"), Ok(soldier));
        assert_eq!(parse(&start, "兵七进一"), Ok(soldier));
    }

    #[test]
    fn front_and_rear_chariots() {
        // Red chariots on e3 and e5 (file 五 from Red's right): the front one goes two ranks up.
        let pos = Position::from_fen("3k5/9/9/9/9/4R4/9/4R4/9/5K3 w").unwrap();
        let mv = coord::parse(&pos, "e5e7").unwrap();
        assert_eq!(write(&pos, mv), "前車進二");
        assert_eq!(parse(&pos, "前車進二"), Ok(mv));
        assert_eq!(parse(&pos, "前车进二"), Ok(mv));
        let rear = coord::parse(&pos, "e3e2").unwrap();
        assert_eq!(write(&pos, rear), "后車退一");
        assert_eq!(parse(&pos, "後車退一"), Ok(rear));
        // The plain file is ambiguous here.
        assert!(matches!(
            parse(&pos, "車五進一"),
            Err(NotationError::Ambiguous { .. })
        ));
    }

    #[test]
    fn three_soldiers_and_soldiers_on_two_files() {
        // Black soldiers on c5, c4, c3 (file ３ from Black's right).
        let pos = Position::from_fen("3k5/9/9/9/9/2p6/2p6/2p6/9/4K4 b").unwrap();
        let middle = coord::parse(&pos, "c4d4").unwrap();
        assert_eq!(write(&pos, middle), "中卒平４");
        assert_eq!(parse(&pos, "中卒平4"), Ok(middle));
        let front = coord::parse(&pos, "c3c2").unwrap();
        assert_eq!(write(&pos, front), "前卒進１");
        // Two files with two soldiers each: the file follows the piece.
        let pos = Position::from_fen("3k5/9/9/2P1P4/2P1P4/9/9/9/9/5K3 w").unwrap();
        let mv = coord::parse(&pos, "c7b7").unwrap();
        assert_eq!(write(&pos, mv), "前兵七平八");
        assert_eq!(parse(&pos, "前兵七平八"), Ok(mv));
    }

    #[test]
    fn malformed_texts_say_what_is_expected() {
        let start = Position::start();
        for text in ["炮", "炮二", "炮二上五", "王二平五", "炮二平五五"] {
            let err = parse(&start, text).unwrap_err();
            assert!(err.is_malformed(), "{text}: {err}");
        }
        assert!(!parse(&start, "炮二進九").unwrap_err().is_malformed());
    }

    #[test]
    fn a_refused_move_says_why_when_the_text_names_one_piece() {
        let start = Position::start();
        // The horse on b1 (file 八) to d2 (file 六): its leg c1 is blocked.
        let err = parse(&start, "馬八進六").unwrap_err();
        assert!(err.to_string().contains("leg is blocked on c1"), "{err}");
        // The chariot on a1 (file 九) three ranks up: its own soldier on a4 is in the way.
        let err = parse(&start, "車九進四").unwrap_err();
        assert!(
            err.to_string().contains("the way is blocked on a4"),
            "{err}"
        );
        // The same through WXF.
        let err = crate::xiangqi::notation::wxf::parse(&start, "H8+6").unwrap_err();
        assert!(err.to_string().contains("leg is blocked on c1"), "{err}");
        let err = crate::xiangqi::notation::wxf::parse(&start, "A4+6").unwrap_err();
        assert!(
            err.to_string().contains(
                "the red advisor on f1 cannot move to d2: an advisor steps one point diagonally"
            ),
            "{err}"
        );
    }
}
