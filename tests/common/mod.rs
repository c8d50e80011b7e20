//! Test helpers for the terminal front end: a scriptable fake game (no rules: it
//! accepts exactly the destinations it is given) and buffer readers.
#![allow(dead_code)]

pub mod fake_engine;
pub mod pty;
pub mod reliability;
pub mod scratch;
pub mod stack;
pub mod walk;

use duochess::core::Side;
use duochess::flicker::CannotEnd;
use duochess::play::port::FlickerRefusal;
use duochess::play::port::{
    BoardShape, Cell, DrawsAndResignation, GameError, HistoryBrowsing, MoveOutcome, NotationStyle,
    PieceKind, PieceView, PlayableGame, SeriesPlay, Snapshot, UndoOutcome,
};
use duochess::session::{GameKind, GameResult};
use ratatui::buffer::Buffer;
use std::collections::HashMap;
use unicode_width::UnicodeWidthStr;

/// A game whose every answer is set by the test.
#[derive(Clone, Debug)]
pub struct FakeGame {
    pub kind: GameKind,
    pub cells: Vec<Option<PieceView>>,
    pub turn: Side,
    pub number: u32,
    pub last: Vec<(Cell, Cell)>,
    pub checked: Vec<Cell>,
    pub moved: Vec<Cell>,
    pub series: Vec<String>,
    pub moves: Vec<String>,
    pub result: GameResult,
    pub dests: HashMap<Cell, Vec<Cell>>,
    /// The reason given for any move not in `dests` (by default: the piece on the
    /// cell cannot move there).
    pub refusal: Option<GameError>,
    pub draw_offer: Option<Side>,
    pub history: Vec<Vec<Option<PieceView>>>,
}

pub fn cell(name: &str) -> Cell {
    let b = name.as_bytes();
    let file = b[0] - b'a';
    let rank: u8 = name[1..].parse().expect("rank");
    Cell::new(file, rank - 1)
}

fn piece_from_fen_char(kind: GameKind, c: char) -> Option<PieceView> {
    let side = if c.is_ascii_uppercase() {
        Side::White
    } else {
        Side::Black
    };
    let k = match (kind, c.to_ascii_lowercase()) {
        (GameKind::Flickering, 'k') => PieceKind::King,
        (GameKind::Flickering, 'q') => PieceKind::Queen,
        (GameKind::Flickering, 'r') => PieceKind::Rook,
        (GameKind::Flickering, 'b') => PieceKind::Bishop,
        (GameKind::Flickering, 'n') => PieceKind::Knight,
        (GameKind::Flickering, 'p') => PieceKind::Pawn,
        (GameKind::Xiangqi, 'k') => PieceKind::General,
        (GameKind::Xiangqi, 'a') => PieceKind::Advisor,
        (GameKind::Xiangqi, 'e' | 'b') => PieceKind::Elephant,
        (GameKind::Xiangqi, 'h' | 'n') => PieceKind::Horse,
        (GameKind::Xiangqi, 'r') => PieceKind::Chariot,
        (GameKind::Xiangqi, 'c') => PieceKind::Cannon,
        (GameKind::Xiangqi, 'p') => PieceKind::Soldier,
        _ => return None,
    };
    Some(PieceView::new(side, k))
}

impl FakeGame {
    /// A game from a FEN placement field (ranks from the top, as in FEN).
    pub fn from_placement(kind: GameKind, placement: &str) -> FakeGame {
        let shape = BoardShape::of(kind);
        let mut cells = vec![None; usize::from(shape.files()) * usize::from(shape.ranks())];
        for (i, row) in placement.split('/').enumerate() {
            let rank = shape.ranks() - 1 - i as u8;
            let mut file = 0u8;
            let mut digits = String::new();
            let flush = |digits: &mut String, file: &mut u8| {
                if !digits.is_empty() {
                    *file += digits.parse::<u8>().expect("count");
                    digits.clear();
                }
            };
            for c in row.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                } else {
                    flush(&mut digits, &mut file);
                    cells[shape.index(Cell::new(file, rank))] = piece_from_fen_char(kind, c);
                    file += 1;
                }
            }
        }
        FakeGame {
            kind,
            cells,
            turn: Side::White,
            number: 1,
            last: Vec::new(),
            checked: Vec::new(),
            moved: Vec::new(),
            series: Vec::new(),
            moves: Vec::new(),
            result: GameResult::Ongoing,
            dests: HashMap::new(),
            refusal: None,
            draw_offer: None,
            history: Vec::new(),
        }
    }

    pub fn chess_start() -> FakeGame {
        FakeGame::from_placement(
            GameKind::Flickering,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        )
    }

    pub fn xiangqi_start() -> FakeGame {
        FakeGame::from_placement(
            GameKind::Xiangqi,
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR",
        )
    }

    fn at(&self, c: Cell) -> Option<PieceView> {
        self.cells[BoardShape::of(self.kind).index(c)]
    }
}

impl PlayableGame for FakeGame {
    fn kind(&self) -> GameKind {
        self.kind
    }
    fn boxed_clone(&self) -> Box<dyn PlayableGame> {
        Box::new(self.clone())
    }
    fn piece_at(&self, c: Cell) -> Option<PieceView> {
        self.at(c)
    }
    fn turn(&self) -> Side {
        self.turn
    }
    fn turn_number(&self) -> u32 {
        self.number
    }
    fn destinations(&self, from: Cell) -> Vec<Cell> {
        self.dests.get(&from).cloned().unwrap_or_default()
    }
    fn try_move(
        &mut self,
        from: Cell,
        to: Cell,
        _promotion: Option<PieceKind>,
    ) -> Result<MoveOutcome, GameError> {
        if !self.destinations(from).contains(&to) {
            return Err(self.refusal.clone().unwrap_or(GameError::CannotMove {
                piece: self.at(from).map(|p| p.kind),
                from,
                to,
            }));
        }
        self.history.push(self.cells.clone());
        let shape = BoardShape::of(self.kind);
        let p = self.cells[shape.index(from)].take();
        self.cells[shape.index(to)] = p;
        self.dests.remove(&from);
        self.last = vec![(from, to)];
        if self.kind == GameKind::Flickering {
            self.moved.push(to);
            self.series.push(format!("{from}{to}"));
        } else {
            self.moves.push(format!("{from}{to}"));
            self.turn = !self.turn;
        }
        Ok(MoveOutcome::Played)
    }
    fn play_text(&mut self, text: &str) -> Result<(), GameError> {
        // The fake reads no text at all.
        Err(GameError::NotCoordinates(text.to_string()))
    }
    fn undo(&mut self) -> Result<UndoOutcome, GameError> {
        match self.history.pop() {
            Some(cells) => {
                self.cells = cells;
                self.series.pop();
                self.moved.pop();
                Ok(UndoOutcome::Move)
            }
            None => Err(GameError::NothingToTakeBack),
        }
    }
    fn last_moves(&self) -> Vec<(Cell, Cell)> {
        self.last.clone()
    }
    fn checked(&self) -> Vec<Cell> {
        self.checked.clone()
    }
    fn notation_styles(&self) -> &'static [NotationStyle] {
        match self.kind {
            GameKind::Xiangqi => &[NotationStyle::Standard, NotationStyle::Wxf],
            GameKind::Flickering => &[NotationStyle::Standard],
        }
    }
    fn move_list(&self, style: NotationStyle) -> Vec<String> {
        match style {
            NotationStyle::Standard => self.moves.clone(),
            NotationStyle::Wxf => self.moves.iter().map(|m| format!("wxf {m}")).collect(),
            NotationStyle::Chinese => self.moves.iter().map(|m| format!("中 {m}")).collect(),
            NotationStyle::Seed => self.moves.iter().map(|m| format!("сід {m}")).collect(),
            NotationStyle::Coordinates => self.moves.iter().map(|m| format!("xy {m}")).collect(),
        }
    }
    fn result(&self) -> GameResult {
        self.result
    }
    fn fen(&self) -> String {
        "fake fen".into()
    }
    duochess::capabilities!(draws, history);
    fn series(&self) -> Option<&dyn SeriesPlay> {
        (self.kind == GameKind::Flickering).then_some(self as &dyn SeriesPlay)
    }
    fn series_mut(&mut self) -> Option<&mut dyn SeriesPlay> {
        if self.kind == GameKind::Flickering {
            Some(self)
        } else {
            None
        }
    }
}

impl DrawsAndResignation for FakeGame {
    fn draw_offered_by(&self) -> Option<Side> {
        self.draw_offer
    }
    fn offer_draw(&mut self) -> Result<(), GameError> {
        self.draw_offer = Some(self.turn);
        Ok(())
    }
    fn answer_draw(&mut self, accept: bool) -> Result<(), GameError> {
        self.draw_offer = None;
        if accept {
            self.result = GameResult::Draw {
                reason: duochess::session::EndReason::Agreement,
            };
        }
        Ok(())
    }
    fn resign(&mut self, side: Side) -> Result<(), GameError> {
        self.result = GameResult::Win {
            winner: !side,
            reason: duochess::session::EndReason::Resignation(side),
        };
        Ok(())
    }
    fn lose_on_time(&mut self, side: Side) -> Result<(), GameError> {
        self.result = GameResult::Win {
            winner: !side,
            reason: duochess::session::EndReason::Time(side),
        };
        Ok(())
    }
}

impl HistoryBrowsing for FakeGame {
    fn history_len(&self) -> usize {
        self.history.len()
    }
    fn snapshot_at(&self, index: usize) -> Option<Snapshot> {
        let cells = self.history.get(index)?.clone();
        Some(Snapshot {
            cells,
            turn: self.turn,
            last_moves: Vec::new(),
            checked: Vec::new(),
            caption: duochess::play::port::Caption::AfterMove {
                number: index,
                text: "fake".into(),
            },
            fen: "fake fen".into(),
        })
    }
}

impl SeriesPlay for FakeGame {
    fn end_series(&mut self) -> Result<(), GameError> {
        if self.series.is_empty() {
            return Err(GameError::Flickering(FlickerRefusal::CannotEnd(
                CannotEnd::NoMove,
            )));
        }
        self.moves.push(self.series.join(", "));
        self.series.clear();
        self.moved.clear();
        self.turn = !self.turn;
        Ok(())
    }
    fn series_so_far(&self) -> Vec<String> {
        self.series.clone()
    }
    fn moved_this_series(&self) -> Vec<Cell> {
        self.moved.clone()
    }
    fn immobile_reason(&self, from: Cell) -> Option<GameError> {
        let square = duochess::chess::Square::parse(&from.to_string())?;
        let role = match self.at(from)?.kind {
            PieceKind::Knight => duochess::chess::Role::Knight,
            PieceKind::Pawn => duochess::chess::Role::Pawn,
            PieceKind::King => duochess::chess::Role::King,
            PieceKind::Queen => duochess::chess::Role::Queen,
            PieceKind::Rook => duochess::chess::Role::Rook,
            _ => duochess::chess::Role::Bishop,
        };
        self.moved
            .contains(&from)
            .then_some(GameError::Flickering(FlickerRefusal::Refused(
                duochess::flicker::Refusal::AlreadyMoved { role, square },
            )))
    }
}

/// The screen as a player sees it: one string per row; the cell hidden under the
/// right half of a wide character is skipped.
pub fn screen_lines(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    let mut lines = Vec::new();
    for y in area.top()..area.bottom() {
        let mut line = String::new();
        let mut skip = 0;
        for x in area.left()..area.right() {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let sym = buf[(x, y)].symbol();
            line.push_str(sym);
            skip = UnicodeWidthStr::width(sym).saturating_sub(1);
        }
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// A run of Latin letters in a text: the letters, and the characters (by index
/// into the text's characters) where it starts and ends, with what stands just
/// before and after it. The tests of the Ukrainian screens judge runs by these.
pub struct LatinRun {
    pub word: String,
    pub start: usize,
    pub end: usize,
    pub before: Option<char>,
    pub after: Option<char>,
}

/// Every run of Latin letters in `text`, in order.
pub fn latin_runs(text: &str) -> Vec<LatinRun> {
    let chars: Vec<char> = text.chars().collect();
    let mut runs = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_alphabetic() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_alphabetic() {
            i += 1;
        }
        runs.push(LatinRun {
            word: chars[start..i].iter().collect(),
            start,
            end: i,
            before: start.checked_sub(1).map(|b| chars[b]),
            after: chars.get(i).copied(),
        });
    }
    runs
}

/// The runs of `text` that `english` judges English, each with what stands around
/// it ("the in «… the move …»"), for a test to print.
pub fn english_runs(text: &str, english: impl Fn(&LatinRun) -> bool) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    latin_runs(text)
        .into_iter()
        .filter(|r| english(r))
        .map(|r| {
            let from = r.start.saturating_sub(12);
            let to = (r.end + 12).min(chars.len());
            let around: String = chars[from..to].iter().collect();
            format!("{} in «{}»", r.word, around.replace('\n', "⏎"))
        })
        .collect()
}

pub fn screen_text(buf: &Buffer) -> String {
    screen_lines(buf).join("\n")
}

/// Assert that no wide character hides a neighbour: the cell(s) under a wide
/// character's right half must be blank, and a wide character must fit in the row.
pub fn assert_no_hidden_cells(buf: &Buffer) {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let sym = buf[(x, y)].symbol();
            let w = UnicodeWidthStr::width(sym) as u16;
            for dx in 1..w {
                assert!(
                    x + dx < area.right(),
                    "wide '{sym}' at ({x},{y}) cut by the edge"
                );
                let next = buf[(x + dx, y)].symbol();
                assert!(
                    next == " " || next.is_empty(),
                    "wide '{sym}' at ({x},{y}) hides '{next}' at ({},{y})",
                    x + dx
                );
            }
        }
    }
}
