//! Series notation (`docs/rules/flickering.md` §6): standard algebraic notation per move, computed in the
//! intermediate position where the move is made, moves separated by `, `; and the
//! coordinate form `e2e4,g1f3`. Both are written and parsed.
//!
//! - Disambiguation (file, then rank, then both) is added only when another
//!   *unmoved* unit of the same kind could legally move to the same square at that
//!   moment (a unit that already moved cannot move again, so it never competes).
//! - `+` follows a move after which the enemy king is attacked when it was not just
//!   before; `#` follows the last move of a series after which the opponent is mated.
//! - Parsing accepts `x` or `:` for captures (or no capture sign), `0-0` for `O-O`,
//!   promotion as `e8=Q` or `e8Q`, and ignores trailing `+`, `#`, `!`, `?`.
//!
//! Which notation a move text is in is decided in one place, [`MoveNotation::of`],
//! by its shape alone (never by trying one reading and then another):
//! - **coordinates** are exactly two squares in lower case and an optional
//!   promotion letter: `e2e4`, `e7e8q` (`e7e8Q` too);
//! - **SAN** is everything else of the SAN shape: a text starting with an
//!   upper-case piece letter `K Q R B N` (`B7d6` is the bishop from the 7th rank,
//!   never the square b7), a pawn move (`e4`, `exd5`, `e8=Q`) or castling.
//!   Files are lower case; a pawn is told apart by its file (a whole origin square
//!   only before a capture sign, the seed's `d5:c6`), so a text of two squares is
//!   always coordinates.
//!
//! - **SAN in Cyrillic** (the seed's notation) is SAN whose piece letter, or a
//!   pawn's promotion letter, is one of the seed's Cyrillic letters `Кр Ф Т С К`
//!   (also `Л` for the rook): `Кf3`, `Л:b8`, `e8Ф`. Squares stay Latin. A move
//!   without a piece letter (`e4`, `e:d5`, `0-0`) is the same in both alphabets
//!   and is SAN.
//!
//! No text has two shapes; should a future notation overlap, the text is refused
//! as ambiguous between notations ([`MoveTextError::AmbiguousNotation`]), never
//! guessed. Texts of no shape (`E2E4`, `b7D6`) are refused as malformed, and a text
//! that only a look-alike letter of the other alphabet keeps from fitting (`Cc3`
//! with a Latin C, `е4` with a Cyrillic е) is refused naming that letter
//! ([`MoveTextError::LookAlike`]): a letter is read by what it is, never by its look.
//!
//! Writing: English SAN ([`series_san`], records and PGN) or the seed's style
//! ([`Alphabet::Cyrillic`]: `Кр Ф Т С К`, `:` for captures, `0-0`, `e8Ф`), with the
//! same disambiguation and check marks; series labels `1a.` / `1а.` ([`series_label`]).

pub mod cyrillic;

use super::{solver, Refusal, Series, SeriesState};
use crate::chess::{Move, MoveKind, Position, Role, Square};
use crate::core::Outcome;

/// A series text that could not be read or played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("the series is empty")]
    Empty,
    #[error("{}{}{}: {reason}", if *of > 1 { format!("move {index} (") } else { String::new() }, crate::core::text::shown(.text), if *of > 1 { ")" } else { "" })]
    Move {
        /// 1-based position of the move in the text.
        index: usize,
        /// How many moves the text held (a lone move is named by its text only).
        of: usize,
        text: String,
        reason: MoveTextError,
    },
}

/// Why one move of a series text failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    #[error(
        "not a move in algebraic (Nf3, B7d6, exd5, e8=Q, O-O; Кf3, Л:b8, e8Ф) or coordinate \
         (e2e4, e7e8q) notation: squares are written in lower case, pieces K Q R B N \
         (or Кр Ф Т С К) in upper case"
    )]
    Malformed,
    /// A letter of one alphabet where its look-alike of the other would fit.
    #[error(
        "'{found}' is the {} letter, not the {} '{like}': squares are written in Latin \
         letters (e4), pieces K Q R B N or Кр Ф Т (Л) С К, captures x or :, castling O-O or 0-0",
        Alphabet::of(*.found).name(),
        Alphabet::of(*.like).name()
    )]
    LookAlike { found: char, like: char },
    #[error("the text could be read in {} notation; write it so that only one fits", notation_names(.0))]
    AmbiguousNotation(Vec<MoveNotation>),
    #[error("no unmoved {} can move to {to}", .role.name())]
    NoSuchMove { role: Role, to: Square },
    #[error("ambiguous: the {}s on {} can all move to {to}", .role.name(), squares_and(.from))]
    Ambiguous {
        role: Role,
        from: Vec<Square>,
        to: Square,
    },
    #[error("castling is not possible now")]
    NoCastling,
    #[error("the move is written as a capture, but there is nothing to capture on {0}")]
    NothingToCapture(Square),
    #[error("{0}")]
    Refused(#[from] Refusal),
}

/// "coordinate and algebraic".
fn notation_names(notations: &[MoveNotation]) -> String {
    let names: Vec<&str> = notations.iter().map(|n| n.name()).collect();
    names.join(" and ")
}

/// "e2 and g2".
fn squares_and(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
    names.join(" and ")
}

/// The alphabet of SAN's piece letters: English (`K Q R B N`, records and PGN) or
/// the seed's Cyrillic (`Кр Ф Т С К`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Alphabet {
    #[default]
    Latin,
    Cyrillic,
}

impl Alphabet {
    /// The alphabet of a letter (anything not Cyrillic counts as Latin).
    pub fn of(c: char) -> Alphabet {
        if cyrillic::is_cyrillic(c) {
            Alphabet::Cyrillic
        } else {
            Alphabet::Latin
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Alphabet::Latin => "Latin",
            Alphabet::Cyrillic => "Cyrillic",
        }
    }

    /// The letter(s) of a piece (none for a pawn).
    fn piece(self, role: Role, out: &mut String) {
        match self {
            Alphabet::Latin if role != Role::Pawn => out.push(role.upper_char()),
            Alphabet::Latin => {}
            Alphabet::Cyrillic => out.push_str(cyrillic::letter(role)),
        }
    }

    /// The capture sign: `x` in English, `:` in the seed's notation.
    const fn capture(self) -> char {
        match self {
            Alphabet::Latin => 'x',
            Alphabet::Cyrillic => ':',
        }
    }

    /// The series letter of a side: `a`/`b`, or the seed's Cyrillic `а`/`б`.
    pub const fn series_letter(self, side: crate::core::Side) -> char {
        match (self, side) {
            (Alphabet::Latin, crate::core::Side::White) => 'a',
            (Alphabet::Latin, crate::core::Side::Black) => 'b',
            (Alphabet::Cyrillic, crate::core::Side::White) => 'а',
            (Alphabet::Cyrillic, crate::core::Side::Black) => 'б',
        }
    }
}

/// The label of a series in a game record or move list: `3a.` for White's series of
/// move 3, `3b.` for Black's (`3а.` / `3б.` in the seed's alphabet).
pub fn series_label(number: u32, side: crate::core::Side, alphabet: Alphabet) -> String {
    format!("{number}{}.", alphabet.series_letter(side))
}

/// SAN of `m` in `state`, without a check sign.
pub fn san_plain(state: &SeriesState, m: &Move) -> String {
    san_plain_in(state, m, Alphabet::Latin)
}

/// SAN of `m` in `state` in the letters of `alphabet`, without a check sign: the
/// seed's style writes `Кр Ф Т С К`, `:` for a capture, `0-0` and `e8Ф`.
pub fn san_plain_in(state: &SeriesState, m: &Move, alphabet: Alphabet) -> String {
    if let MoveKind::Castle(cs) = m.kind {
        return match (cs, alphabet) {
            (crate::chess::CastleSide::King, Alphabet::Latin) => "O-O",
            (crate::chess::CastleSide::Queen, Alphabet::Latin) => "O-O-O",
            (crate::chess::CastleSide::King, Alphabet::Cyrillic) => "0-0",
            (crate::chess::CastleSide::Queen, Alphabet::Cyrillic) => "0-0-0",
        }
        .into();
    }
    let mut s = String::new();
    if m.role == Role::Pawn {
        if m.capture.is_some() {
            s.push(m.from.file().char());
            s.push(alphabet.capture());
        }
        s.push_str(&m.to.to_string());
        if let Some(p) = m.promotion {
            if alphabet == Alphabet::Latin {
                s.push('=');
            }
            alphabet.piece(p, &mut s);
        }
        return s;
    }
    alphabet.piece(m.role, &mut s);
    // Other unmoved units of the same kind that could go to the same square.
    let b = state.board();
    let mut rivals = Vec::new();
    for from in state.unmoved() & b.pieces(state.mover(), m.role) {
        if from == m.from {
            continue;
        }
        let mut can = false;
        state.moves_from(from, false, &mut |r| can |= r.to == m.to);
        if can {
            rivals.push(from);
        }
    }
    if !rivals.is_empty() {
        let same_file = rivals.iter().any(|r| r.file() == m.from.file());
        let same_rank = rivals.iter().any(|r| r.rank() == m.from.rank());
        if !same_file {
            s.push(m.from.file().char());
        } else if !same_rank {
            s.push_str(&m.from.rank().to_string());
        } else {
            s.push_str(&m.from.to_string());
        }
    }
    if m.capture.is_some() {
        s.push(alphabet.capture());
    }
    s.push_str(&m.to.to_string());
    s
}

/// SAN of every move of a series, with `+` and `#` (`docs/rules/flickering.md` §6.3).
pub fn series_san(series: &Series) -> Vec<String> {
    series_san_in(series, Alphabet::Latin)
}

/// SAN of every move of a series in the letters of `alphabet`, with `+` and `#`
/// as [`series_san`] marks them.
pub fn series_san_in(series: &Series, alphabet: Alphabet) -> Vec<String> {
    let mut out = Vec::with_capacity(series.len());
    for (i, m) in series.moves().iter().enumerate() {
        let Some(before) = series.state_before(i) else {
            break;
        };
        let mut s = san_plain_in(before, m, alphabet);
        if series.gives_new_check(i) {
            s.push('+');
        }
        out.push(s);
    }
    if let (Some(last), Ok(next)) = (out.last_mut(), series.end()) {
        if matches!(solver::outcome(&next), Outcome::Checkmate { .. }) {
            if last.ends_with('+') {
                last.pop();
            }
            last.push('#');
        }
    }
    out
}

/// How a series is shown to the players: English SAN, the seed's style, or
/// coordinates. (Records are always written in English SAN.)
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum SeriesStyle {
    /// `1a. e4, Nf3` (`docs/rules/flickering.md` §6).
    #[default]
    San,
    /// The seed's: `1а. e4, Кf3`, `Т:b8`, `0-0`, `e8Ф`.
    Seed,
    /// `1a. e2e4, g1f3`.
    Coordinates,
}

impl SeriesStyle {
    /// The moves of `series`, each as this style writes it.
    pub fn moves(self, series: &Series) -> Vec<String> {
        match self {
            SeriesStyle::San => series_san(series),
            SeriesStyle::Seed => series_san_in(series, Alphabet::Cyrillic),
            SeriesStyle::Coordinates => series.coords(),
        }
    }

    /// The label of a series: `3a.`, or `3а.` in the seed's style.
    pub fn label(self, number: u32, side: crate::core::Side) -> String {
        let alphabet = match self {
            SeriesStyle::Seed => Alphabet::Cyrillic,
            SeriesStyle::San | SeriesStyle::Coordinates => Alphabet::Latin,
        };
        series_label(number, side, alphabet)
    }
}

/// The series in SAN joined by `, `.
pub fn write_san(series: &Series) -> String {
    series_san(series).join(", ")
}

/// The series in coordinates joined by `,`.
pub fn write_coords(series: &Series) -> String {
    series.coords().join(",")
}

/// Read a series (each move in SAN or coordinates, separated by `,`) from `start`.
pub fn parse_series(start: &Position, text: &str) -> Result<Series, NotationError> {
    let mut series = Series::new(*start);
    extend_series(&mut series, text)?;
    Ok(series)
}

/// Read the moves of `text` (SAN or coordinates, separated by `,`) and play them on
/// the series in progress, all or none: if one fails, the moves made before it are
/// taken back and the error names the failing move (1-based within `text`).
/// Returns the number of moves added.
pub fn extend_series(series: &mut Series, text: &str) -> Result<usize, NotationError> {
    let parts: Vec<&str> = text
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(NotationError::Empty);
    }
    for (i, part) in parts.iter().enumerate() {
        let fail = |reason| NotationError::Move {
            index: i + 1,
            of: parts.len(),
            text: part.to_string(),
            reason,
        };
        let played = parse_move(series, part).and_then(|m| Ok(series.play(&m)?));
        if let Err(e) = played {
            for _ in 0..i {
                series.undo();
            }
            return Err(fail(e));
        }
    }
    Ok(parts.len())
}

/// The notations a move of a series may be written in.
///
/// Which one a text is in is decided by its shape alone, by [`MoveNotation::of`],
/// before any position is looked at (see the module docs for the rule). The shapes
/// are disjoint, so a text is never tried in one notation and then another.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveNotation {
    /// `e2e4`, `e7e8q`: two squares in lower case, and a promotion letter.
    Coordinate,
    /// `Nf3`, `B7d6`, `exd5`, `e8=Q`, `O-O`; also every move without a piece
    /// letter (`e4`, `e:d5`, `0-0`), which is the same in both alphabets.
    San,
    /// The seed's SAN in Cyrillic letters: `Кf3`, `Крe2`, `Л:b8`, `С7d6`, `e8Ф`.
    CyrillicSan,
}

impl MoveNotation {
    pub const ALL: [MoveNotation; 3] = [
        MoveNotation::Coordinate,
        MoveNotation::San,
        MoveNotation::CyrillicSan,
    ];

    pub fn name(self) -> &'static str {
        match self {
            MoveNotation::Coordinate => "coordinate",
            MoveNotation::San => "algebraic",
            MoveNotation::CyrillicSan => "Cyrillic algebraic",
        }
    }

    /// Whether `text` has the shape of a move in this notation (syntax only).
    pub fn fits(self, text: &str) -> bool {
        match self {
            MoveNotation::Coordinate => parse_coord(text).is_some(),
            MoveNotation::San => text.is_ascii() && San::parse(text).is_some(),
            MoveNotation::CyrillicSan => {
                cyrillic::to_latin(text).is_some_and(|t| San::parse(&t).is_some())
            }
        }
    }

    /// The one notation `text` is written in. A text that fits none is
    /// [`MoveTextError::LookAlike`] when a letter's look-alike of the other alphabet
    /// would make it fit, else [`MoveTextError::Malformed`]; one that fitted several
    /// would be refused as [`MoveTextError::AmbiguousNotation`], never guessed.
    pub fn of(text: &str) -> Result<MoveNotation, MoveTextError> {
        let fitting: Vec<MoveNotation> = MoveNotation::ALL
            .into_iter()
            .filter(|n| n.fits(text))
            .collect();
        match fitting.as_slice() {
            [one] => Ok(*one),
            [] => Err(
                match cyrillic::look_alike(text, |t| MoveNotation::ALL.iter().any(|n| n.fits(t))) {
                    Some((found, like)) => MoveTextError::LookAlike { found, like },
                    None => MoveTextError::Malformed,
                },
            ),
            many => Err(MoveTextError::AmbiguousNotation(many.to_vec())),
        }
    }
}

/// Read one move (SAN in either alphabet or coordinates, as [`MoveNotation::of`] decides) in the
/// current state of `series`.
pub fn parse_move(series: &Series, text: &str) -> Result<Move, MoveTextError> {
    match MoveNotation::of(text)? {
        MoveNotation::Coordinate => {
            let (from, to, promo) = parse_coord(text).ok_or(MoveTextError::Malformed)?;
            Ok(series.find_move(from, to, promo)?)
        }
        MoveNotation::San => {
            let san = San::parse(text).ok_or(MoveTextError::Malformed)?;
            resolve_san(series, &san)
        }
        MoveNotation::CyrillicSan => {
            let latin = cyrillic::to_latin(text).ok_or(MoveTextError::Malformed)?;
            let san = San::parse(&latin).ok_or(MoveTextError::Malformed)?;
            resolve_san(series, &san)
        }
    }
}

/// A file letter `a`–`h` (lower case only), as its index.
fn file_index(b: u8) -> Option<u8> {
    (b'a'..=b'h').contains(&b).then(|| b - b'a')
}

/// A rank digit `1`–`8`, as its index.
fn rank_index(b: u8) -> Option<u8> {
    (b'1'..=b'8').contains(&b).then(|| b - b'1')
}

/// A square written in lower case (`e4`, never `E4`).
fn lower_square(text: &[u8]) -> Option<Square> {
    match *text {
        [f, r] => {
            file_index(f)?;
            rank_index(r)?;
            Square::parse(std::str::from_utf8(text).ok()?)
        }
        _ => None,
    }
}

/// `e2e4`, `e7e8q` → squares and promotion. The squares must be in lower case
/// (`B7d6` is SAN, not the square b7); the promotion letter may be either case.
pub fn parse_coord(text: &str) -> Option<(Square, Square, Option<Role>)> {
    let t = text.trim().as_bytes();
    if !(4..=5).contains(&t.len()) {
        return None;
    }
    let from = lower_square(&t[0..2])?;
    let to = lower_square(&t[2..4])?;
    let promo = match t.get(4) {
        None => None,
        Some(&p) => Some(Role::from_char(p as char).filter(|r| Role::PROMOTIONS.contains(r))?),
    };
    Some((from, to, promo))
}

/// The parts of a SAN text, read without looking at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
enum San {
    Castle(crate::chess::CastleSide),
    Move(SanMove),
}

/// A SAN move other than castling.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct SanMove {
    role: Role,
    /// Origin file and rank given to tell like pieces apart (a pawn: file only).
    file: Option<u8>,
    rank: Option<u8>,
    capture: bool,
    to: Square,
    promotion: Option<Role>,
}

impl San {
    /// `[KQRBN]`, origin file and/or rank, `x` or `:`, a lower-case square; pawns:
    /// origin file (or square, with a capture sign), `x` or `:`, square, `=Q` or `Q`. Castling `O-O`, `0-0`,
    /// `O-O-O`, `0-0-0`. Trailing `+ # ! ?` are ignored.
    fn parse(text: &str) -> Option<San> {
        let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
        match t {
            "O-O" | "0-0" => return Some(San::Castle(crate::chess::CastleSide::King)),
            "O-O-O" | "0-0-0" => return Some(San::Castle(crate::chess::CastleSide::Queen)),
            _ => {}
        }
        let b = t.as_bytes();
        let (role, mut rest) = match b.first() {
            Some(&c @ (b'K' | b'Q' | b'R' | b'B' | b'N')) => (Role::from_char(c as char)?, &b[1..]),
            _ => (Role::Pawn, b),
        };
        let mut promotion = None;
        if role == Role::Pawn {
            if let Some((&c @ (b'Q' | b'R' | b'B' | b'N'), head)) = rest.split_last() {
                promotion = Role::from_char(c as char);
                rest = head.strip_suffix(b"=").unwrap_or(head);
            }
        }
        let (head, dest) = rest.split_at(rest.len().checked_sub(2)?);
        let to = lower_square(dest)?;
        let (head, capture) = match head.split_last() {
            Some((b'x' | b':', h)) => (h, true),
            _ => (head, false),
        };
        let (file, head) = match head.split_first() {
            Some((&c, h)) if file_index(c).is_some() => (file_index(c), h),
            _ => (None, head),
        };
        let (rank, head) = match head.split_first() {
            Some((&c, h)) if rank_index(c).is_some() => (rank_index(c), h),
            _ => (None, head),
        };
        // A pawn is told apart by its file; a whole origin square only before a
        // capture sign (`d5:c6`, as in the seed): `e2e4` is coordinates.
        let pawn_square_origin = role == Role::Pawn && rank.is_some();
        if !head.is_empty() || (pawn_square_origin && (file.is_none() || !capture)) {
            return None;
        }
        Some(San::Move(SanMove {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        }))
    }
}

fn resolve_san(series: &Series, san: &San) -> Result<Move, MoveTextError> {
    let legal = series.legal_moves();
    let SanMove {
        role,
        file,
        rank,
        capture: says_capture,
        to,
        promotion,
    } = match san {
        San::Castle(cs) => {
            return legal
                .into_iter()
                .find(|m| m.kind == MoveKind::Castle(*cs))
                .ok_or(MoveTextError::NoCastling)
        }
        San::Move(m) => *m,
    };
    let state = series.state();
    let matches: Vec<Move> = legal
        .into_iter()
        .filter(|m| {
            m.role == role
                && m.to == to
                && !matches!(m.kind, MoveKind::Castle(_))
                && file.is_none_or(|f| m.from.file().0 == f)
                && rank.is_none_or(|r| m.from.rank().0 == r)
        })
        .collect();
    let promoting = matches.iter().any(|m| m.promotion.is_some());
    let chosen: Vec<Move> = matches
        .iter()
        .copied()
        .filter(|m| !promoting || m.promotion == promotion)
        .collect();
    match chosen.as_slice() {
        [m] if says_capture && !m.is_capture() => Err(MoveTextError::NothingToCapture(to)),
        [m] => Ok(*m),
        [] if promoting => Err(Refusal::PromotionNeeded {
            from: matches[0].from,
            to,
        }
        .into()),
        [] => {
            // Tell why, if one unit of that kind is the evident candidate: the only
            // one, or the only one that could reach the square by its movement.
            let units: Vec<Square> = (state.board().pieces(state.mover(), role))
                .filter(|s| file.is_none_or(|f| s.file().0 == f))
                .filter(|s| rank.is_none_or(|r| s.rank().0 == r))
                .collect();
            let reasons: Vec<Refusal> = units
                .iter()
                .filter_map(|from| series.refusal(*from, to))
                .collect();
            let telling: Vec<&Refusal> = reasons
                .iter()
                .filter(|r| !matches!(r, Refusal::CannotReach { .. }))
                .collect();
            if let [why] = telling.as_slice() {
                return Err((*why).clone().into());
            }
            if let [why] = reasons.as_slice() {
                return Err(why.clone().into());
            }
            Err(MoveTextError::NoSuchMove { role, to })
        }
        many => Err(MoveTextError::Ambiguous {
            role,
            from: many.iter().map(|m| m.from).collect(),
            to,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_read_squares_and_promotion() {
        let sq = |s| Square::parse(s).unwrap();
        assert_eq!(parse_coord("e2e4"), Some((sq("e2"), sq("e4"), None)));
        assert_eq!(
            parse_coord("e7e8q"),
            Some((sq("e7"), sq("e8"), Some(Role::Queen)))
        );
        assert_eq!(parse_coord("e7e8k"), None);
        assert_eq!(parse_coord("e2"), None);
        assert_eq!(parse_coord("Nf3"), None);
        assert_eq!(parse_coord("é2e4"), None);
    }

    #[test]
    fn empty_series_text_is_an_error() {
        let start = Position::initial();
        assert_eq!(parse_series(&start, " , "), Err(NotationError::Empty));
    }
}
