//! The line mode's game: a game played through the port, a typed line at a time,
//! each answer whole lines of words ([`Plain::line`]); the clock and the opponent
//! move on between lines ([`Plain::tick`]). No terminal code: what to write is
//! returned, and the loop in [`crate::plain`] writes it.

use super::{attacks, command, describe};
use crate::core::Side;
use crate::i18n::Lang;
use crate::play::opponent::{ClockLeft, Opponent, Reply, Thought};
use crate::play::port::{
    Cell, CheckKind, GameError, MoveOutcome, NotationStyle, PlayableGame, UndoOutcome,
};
use crate::play::records::{self, FileCommand, Records};
use crate::play::worker::{Job, JobEnd, Runner, Task};
use crate::session::clock::Clock;
use crate::words::files::games::{GameSummary, Loaded};
use crate::words::game::{GameText, OpponentFailure};
use crate::words::plain::PlainText;
use crate::words::Say;
use command::Command;
use std::path::PathBuf;
use std::time::{Duration, Instant};

mod versus;

/// The clock's warnings: seconds left when the side to move is told.
pub const WARNINGS: [u64; 3] = [60, 30, 10];

/// A question waiting for its answer (yes or no on the next line).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ask {
    Draw { by: Side },
    Resign { side: Side },
    Replace(PathBuf),
    Folder(PathBuf),
}

/// A game in the line mode.
pub struct Plain {
    pub game: Box<dyn PlayableGame>,
    lang: Lang,
    notation: NotationStyle,
    records: Records,
    clock: Option<Clock>,
    /// A game read from a record: its clock waits for the first move.
    clock_waits: bool,
    /// The lowest warning told to each side (White, Black) since its time was
    /// last above it (`u64::MAX`: none).
    warned: [u64; 2],
    opponent: Option<Opponent>,
    thinking: Option<Job<Thought>>,
    asked: Option<Ask>,
    /// Where the opponent's work runs (a thread in the program, inline in tests).
    pub runner: Runner,
    pub now: fn() -> Instant,
    quit: bool,
    /// Lines to write with the next answer (the start's notes).
    pending: Vec<String>,
}

impl Plain {
    /// A game with its record-keeping, in `lang`, its move lists in `notation`
    /// where the game has it.
    pub fn new(
        game: Box<dyn PlayableGame>,
        records: Records,
        lang: Lang,
        notation: NotationStyle,
    ) -> Plain {
        let notation = if game.notation_styles().contains(&notation) {
            notation
        } else {
            NotationStyle::Standard
        };
        let mut plain = Plain {
            game,
            lang,
            notation,
            records,
            clock: None,
            clock_waits: false,
            warned: [u64::MAX; 2],
            opponent: None,
            thinking: None,
            asked: None,
            runner: Runner::Thread,
            now: Instant::now,
            quit: false,
            pending: Vec::new(),
        };
        // A record with a clock brings its times back; the clock waits for a move.
        if let Some(log) = &plain.records.info.clock {
            let clock = Clock::from_log(log, plain.first_side(), plain.game.history_len());
            plain.clock = Some(clock);
            plain.clock_waits = !plain.game.result().is_over();
        }
        plain
    }

    /// Play on a clock of `control` (a new game).
    pub fn with_clock(mut self, control: crate::session::clock::TimeControl) -> Plain {
        let clock = Clock::new(control, self.first_side());
        self.records.info.clock = Some(clock.log());
        self.clock = Some(clock);
        self
    }

    /// Play against `opponent`.
    pub fn with_opponent(mut self, opponent: Opponent) -> Plain {
        self.opponent = Some(opponent);
        self
    }

    /// A line to write first (a note about the autosave, the game resumed).
    pub fn note(&mut self, text: impl Into<String>) {
        self.pending.push(text.into());
    }

    fn first_side(&self) -> Side {
        let turn = self.game.turn();
        if self.game.history_len() % 2 == 0 {
            turn
        } else {
            !turn
        }
    }

    /// Whether the player asked to stop.
    pub fn finished(&self) -> bool {
        self.quit
    }

    /// Whether the opponent is thinking.
    pub fn busy(&self) -> bool {
        self.thinking.is_some()
    }

    fn kind(&self) -> crate::session::GameKind {
        self.game.kind()
    }

    fn say(&self, out: &mut Vec<String>, text: impl Say) {
        describe::push(out, &text.say(self.lang));
    }

    /// The first lines: the game, who plays, whose turn; the opponent starts
    /// thinking if it is its turn.
    pub fn start(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        self.say(&mut out, PlainText::Start(self.kind()));
        for note in std::mem::take(&mut self.pending) {
            describe::push(&mut out, &note);
        }
        if let Some(o) = &self.opponent {
            let text = GameText::OpponentPlays {
                name: &o.name(),
                kind: self.kind(),
                side: o.side,
            };
            self.say(&mut out, text);
        }
        self.position(&mut out);
        self.autosave(&mut out);
        self.start_opponent_if_due(&mut out);
        out
    }

    /// Whose turn it is, and any king attacked; or the result.
    fn position(&self, out: &mut Vec<String>) {
        let result = self.game.result();
        if result.is_over() {
            let kind = self.kind();
            self.say(out, GameText::GameOver { kind, result });
            return;
        }
        if let Some(notice) = self.game.notice() {
            self.say(out, notice);
        }
        for note in self.game.check_notes() {
            if note.kind == CheckKind::InCheck {
                self.check_line(out, note);
            }
        }
        if !self.game.series_so_far().is_empty() {
            let so_far = self.game.series_so_far_in(self.notation).join(", ");
            self.say(out, PlainText::SeriesGoesOn(&so_far));
            return;
        }
        let text = PlainText::Turn {
            kind: self.kind(),
            number: self.game.turn_number(),
            side: self.game.turn(),
        };
        self.say(out, text);
    }

    fn check_line(&self, out: &mut Vec<String>, note: crate::play::port::CheckNote) {
        let attackers = attacks::attackers(self.game.as_ref(), note.cell, !note.side);
        let text = PlainText::Check {
            kind: self.kind(),
            note,
            attackers: &attackers,
        };
        self.say(out, text);
    }

    /// The answer to a typed line.
    pub fn line(&mut self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        self.tick_into(&mut out);
        let Some(command) = command::parse(text) else {
            return out;
        };
        if let Some(ask) = self.asked.take() {
            match command {
                Command::Yes => self.answer(&mut out, ask, true),
                Command::No => self.answer(&mut out, ask, false),
                _ => {
                    self.asked = Some(ask);
                    self.say(&mut out, PlainText::AnswerYesOrNo);
                }
            }
            self.after(&mut out);
            return out;
        }
        let changes = matches!(
            command,
            Command::Play(_)
                | Command::End
                | Command::Undo
                | Command::Redo
                | Command::Draw
                | Command::Resign
                | Command::Load(_)
                | Command::Hint
        );
        // A line that changes the game, typed while the opponent thinks (a script
        // writes ahead), waits for its reply: it is answered after it.
        while changes && self.thinking.is_some() {
            std::thread::sleep(Duration::from_millis(20));
            self.tick_into(&mut out);
        }
        self.command(&mut out, command);
        self.after(&mut out);
        out
    }

    /// After a line: the autosave, the opponent's turn, the clock.
    fn after(&mut self, out: &mut Vec<String>) {
        self.autosave(out);
        self.start_opponent_if_due(out);
        self.tick_into(out);
    }

    fn command(&mut self, out: &mut Vec<String>, command: Command) {
        let kind = self.kind();
        match command {
            Command::Play(text) => self.play(out, &text),
            Command::End => self.end_series(out),
            c @ (Command::Board { .. } | Command::Pieces | Command::Scan(_)) => {
                describe::look(self.lang, out, self.game.as_ref(), c)
            }
            Command::Last => self.last(out),
            Command::Clock => self.clock_words(out),
            Command::Moves(text) => self.moves_of(out, &text),
            Command::Check => self.check(out),
            Command::Attacked(text) => {
                let Some(cell) = self.square(out, "attacked", &text) else {
                    return;
                };
                let mut any = false;
                for side in [Side::White, Side::Black] {
                    let attackers = attacks::attackers(self.game.as_ref(), cell, side);
                    if !attackers.is_empty() {
                        any = true;
                        let text = PlainText::AttackedBy {
                            kind,
                            side,
                            cell,
                            attackers: &attackers,
                        };
                        self.say(out, text);
                    }
                }
                if !any {
                    self.say(out, PlainText::NotAttacked(cell));
                }
            }
            Command::Undo => self.undo(out),
            Command::Redo => self.redo(out),
            Command::Draw => self.offer_draw(out),
            Command::Resign => {
                if let Err(e) = self.game_going_on() {
                    return self.say(out, e);
                }
                let side = self.game.turn();
                self.asked = Some(Ask::Resign { side });
                self.say(out, PlainText::AskResign { kind, side });
            }
            Command::Hint => {
                let engine = self
                    .opponent
                    .as_ref()
                    .and_then(crate::play::hint::HintEngine::of);
                let cancel = std::sync::atomic::AtomicBool::new(false);
                let hint = crate::play::hint::hint(
                    self.game.as_ref(),
                    engine.as_ref(),
                    self.notation,
                    &cancel,
                );
                match hint {
                    Ok(hint) => self.say(out, GameText::Hint(&hint.moves.join(", "))),
                    Err(e) => self.say(out, e),
                }
            }
            Command::Save(path) => self.save(out, FileCommand::Save(path), false),
            Command::Load(path) => self.load(out, FileCommand::Load(path)),
            Command::Fen => self.say(out, GameText::Fen(&self.game.fen())),
            Command::Help => self.say(out, PlainText::Help),
            Command::Quit => {
                self.quit = true;
                self.bye(out);
            }
            Command::Yes | Command::No => self.say(out, PlainText::AnswerYesOrNo),
        }
    }

    fn game_going_on(&self) -> Result<(), GameError> {
        let result = self.game.result();
        if result.is_over() {
            return Err(GameError::GameOver {
                kind: self.kind(),
                result,
            });
        }
        Ok(())
    }

    /// A square named after a command, or why there is none.
    fn square(&self, out: &mut Vec<String>, name: &str, text: &str) -> Option<Cell> {
        let word = text.split_whitespace().next();
        match word {
            None => {
                self.say(out, PlainText::NeedsSquare(name));
                None
            }
            Some(w) => {
                let cell = command::square(self.game.shape(), w);
                if cell.is_none() {
                    self.say(out, PlainText::NotASquare(w));
                }
                cell
            }
        }
    }

    /// Moves typed: played whole or not at all, then said in words.
    fn play(&mut self, out: &mut Vec<String>, text: &str) {
        let index = self.game.history_len();
        let step = self.game.moves_in(index);
        match self.game.play_text(text) {
            Ok(()) => {
                self.clock_waits = false;
                self.announce_since(out, index, step);
                self.position(out);
            }
            Err(e) => self.say(out, e),
        }
    }

    /// Say the moves played since move `step` of turn `index`.
    fn announce_since(&self, out: &mut Vec<String>, index: usize, step: usize) {
        let now = self.game.history_len();
        for i in index..=now {
            let from = if i == index { step } else { 0 };
            if let Some(t) = describe::turn_moves(self.game.as_ref(), i, from, self.notation) {
                let text = PlainText::Played {
                    kind: self.kind(),
                    side: t.side,
                    moves: &t.moves,
                    notation: &t.notation,
                };
                self.say(out, text);
            }
        }
    }

    /// `end`: the series ends (the solver decides mate or stalemate), and is said
    /// whole.
    fn end_series(&mut self, out: &mut Vec<String>) {
        let index = self.game.history_len();
        // The clock stops while the solver judges: that time is not the player's.
        let now = (self.now)();
        if let Some(c) = &mut self.clock {
            c.pause(now);
        }
        match self.game.end_series() {
            Ok(()) => {
                self.announce_since(out, index, 0);
                self.position(out);
            }
            Err(e) => self.say(out, e),
        }
    }

    fn last(&self, out: &mut Vec<String>) {
        let len = self.game.history_len();
        let index = if self.game.moves_in(len) > 0 {
            Some(len)
        } else {
            len.checked_sub(1)
        };
        let moves =
            index.and_then(|i| describe::turn_moves(self.game.as_ref(), i, 0, self.notation));
        match moves {
            Some(t) => self.say(
                out,
                PlainText::Played {
                    kind: self.kind(),
                    side: t.side,
                    moves: &t.moves,
                    notation: &t.notation,
                },
            ),
            None => self.say(out, PlainText::NoLast),
        }
    }

    fn clock_words(&self, out: &mut Vec<String>) {
        let kind = self.kind();
        let Some(clock) = &self.clock else {
            return self.say(out, GameText::NoClock);
        };
        let now = (self.now)();
        let text = PlainText::Clock {
            kind,
            first: (Side::White, clock.left(Side::White, now)),
            second: (Side::Black, clock.left(Side::Black, now)),
        };
        self.say(out, text);
        let side = clock.running().then(|| clock.to_move());
        self.say(out, PlainText::ClockRuns { kind, side });
    }

    /// `moves SQUARE`: where the piece can go; `moves SQUARE SQUARE`: whether it
    /// can go there, and the rules' reason when not (tried on a copy).
    fn moves_of(&self, out: &mut Vec<String>, text: &str) {
        let Some(from) = self.square(out, "moves", text) else {
            return;
        };
        let kind = self.kind();
        let turn = self.game.turn();
        let piece = match self.game.piece_at(from) {
            None => {
                let e = GameError::NoPiece {
                    kind,
                    cell: from,
                    mover: turn,
                };
                return self.say(out, e);
            }
            Some(p) if p.side != turn => {
                let e = GameError::NotYourPiece {
                    kind,
                    piece: p.kind,
                    cell: from,
                    owner: p.side,
                };
                return self.say(out, e);
            }
            Some(p) => p,
        };
        if let Some(to_text) = text.split_whitespace().nth(1) {
            let Some(to) = self.square(out, "moves", to_text) else {
                return;
            };
            let mut copy = self.game.boxed_clone();
            match copy.try_move(from, to, None) {
                Ok(MoveOutcome::Played | MoveOutcome::NeedsPromotion) => {
                    let text = PlainText::CanGo {
                        piece: piece.kind,
                        from,
                        to: &[to],
                    };
                    self.say(out, text);
                }
                Err(e) => self.say(out, e),
            }
            return;
        }
        if let Err(e) = self.game_going_on() {
            return self.say(out, e);
        }
        let to = self.game.destinations(from);
        if to.is_empty() {
            match self.game.immobile_reason(from) {
                Some(why) => self.say(out, why),
                None => self.say(out, PlainText::NoMoves(from)),
            }
            return;
        }
        let text = PlainText::CanGo {
            piece: piece.kind,
            from,
            to: &to,
        };
        self.say(out, text);
    }

    fn check(&self, out: &mut Vec<String>) {
        let notes = self.game.check_notes();
        if notes.is_empty() {
            let text = PlainText::NoCheck {
                kind: self.kind(),
                side: self.game.turn(),
            };
            return self.say(out, text);
        }
        for note in notes {
            self.check_line(out, note);
        }
    }

    fn undo(&mut self, out: &mut Vec<String>) {
        let kind = self.kind();
        let against = self.opponent.as_ref().map(|o| o.side);
        match against {
            Some(side) if self.game.series_so_far().is_empty() => {
                let turns = if self.game.turn() == side { 1 } else { 2 };
                if self.game.history_len() < turns {
                    return self.say(out, GameError::NothingOfYoursToTakeBack);
                }
                for _ in 0..turns {
                    if let Err(e) = self.game.undo() {
                        return self.say(out, e);
                    }
                }
                let text = GameText::TookBackTurn {
                    kind,
                    side: side.opponent(),
                    reply: turns > 1,
                };
                self.say(out, text);
            }
            _ => match self.game.undo() {
                Ok(UndoOutcome::Move) => self.say(out, PlainText::TookBackMove),
                Ok(UndoOutcome::Series) => {
                    let side = self.game.turn();
                    self.say(out, PlainText::TookBackSeries { kind, side });
                }
                Err(e) => return self.say(out, e),
            },
        }
        self.position(out);
    }

    fn redo(&mut self, out: &mut Vec<String>) {
        let index = self.game.history_len();
        let step = self.game.moves_in(index);
        match self.game.redo() {
            Ok(_) => {
                // Against an opponent: its reply comes back too.
                if let Some(o) = &self.opponent {
                    if self.game.turn() == o.side && self.game.series_so_far().is_empty() {
                        let _ = self.game.redo();
                    }
                }
                self.announce_since(out, index, step);
                self.position(out);
            }
            Err(e) => self.say(out, e),
        }
    }

    fn offer_draw(&mut self, out: &mut Vec<String>) {
        let kind = self.kind();
        let by = self.game.turn();
        let computer = Opponent::answer_to_offer(self.opponent.as_ref(), self.game.as_ref());
        if let Err(e) = self.game.offer_draw() {
            return self.say(out, e);
        }
        match computer {
            Some(accepts) => match self.game.answer_draw(accepts) {
                Ok(()) if accepts => {
                    self.say(out, GameText::ComputerAcceptsDraw);
                    self.position(out);
                }
                Ok(()) => self.say(out, GameText::ComputerDeclinesDraw),
                Err(e) => self.say(out, e),
            },
            None => {
                self.asked = Some(Ask::Draw { by });
                self.say(out, PlainText::AskDraw { kind, by });
            }
        }
    }

    fn answer(&mut self, out: &mut Vec<String>, ask: Ask, yes: bool) {
        let kind = self.kind();
        match ask {
            Ask::Draw { by } => match self.game.answer_draw(yes) {
                Ok(()) if yes => self.position(out),
                Ok(()) => {
                    let side = by.opponent();
                    self.say(out, GameText::DrawDeclined { kind, side });
                }
                Err(e) => self.say(out, e),
            },
            Ask::Resign { side } if yes => match self.game.resign(side) {
                Ok(()) => self.position(out),
                Err(e) => self.say(out, e),
            },
            Ask::Resign { .. } => self.say(out, GameText::PlayOn),
            Ask::Replace(path) if yes => self.save_to(out, path, true),
            Ask::Replace(_) => self.say(out, GameText::NotSavedFileKept),
            Ask::Folder(path) if yes => match records::create_folder_for(&path) {
                Ok(()) => self.save_to(out, path, false),
                Err(e) => self.say(out, e),
            },
            Ask::Folder(_) => self.say(out, GameText::NotSavedNoFolder),
        }
    }

    fn save(&mut self, out: &mut Vec<String>, command: FileCommand, replace: bool) {
        match command.path(self.records.folder().as_deref()) {
            Ok(path) => self.save_to(out, path, replace),
            Err(e) => self.say(out, e),
        }
    }

    fn save_to(&mut self, out: &mut Vec<String>, path: PathBuf, replace: bool) {
        use crate::record::autosave::PersistError;
        use crate::record::StoreError;
        self.records.make_folder_for(&path);
        self.records.info.opponent = self.opponent.as_ref().map(Opponent::recorded);
        match records::save(self.game.as_ref(), &self.records.info, &path, replace) {
            Ok(saved) => self.say(out, saved),
            Err(PersistError::Store(StoreError::AlreadyExists { .. })) => {
                let shown = crate::core::text::shown_path(&path);
                self.say(out, PlainText::AskReplace(&shown));
                self.asked = Some(Ask::Replace(path));
            }
            Err(PersistError::Store(StoreError::NoFolder { .. })) => {
                let folder = path.parent().map(|p| p.to_path_buf()).unwrap_or_default();
                let shown = crate::core::text::shown_path(&folder);
                self.say(out, PlainText::AskFolder(&shown));
                self.asked = Some(Ask::Folder(path));
            }
            Err(e) => self.say(out, e),
        }
    }

    /// `load PATH`: the game replaced only when the whole file was read.
    fn load(&mut self, out: &mut Vec<String>, command: FileCommand) {
        let path = match command.path(self.records.folder().as_deref()) {
            Ok(p) => p,
            Err(e) => return self.say(out, e),
        };
        match records::open_record(&path, None) {
            Ok(opened) => {
                let summary = GameSummary::of(opened.game.as_ref());
                let mut records = std::mem::take(&mut self.records);
                records.replace_game(opened.game.as_ref(), opened.info);
                let opponent = self.opponent.take();
                let mut plain = Plain::new(opened.game, records, self.lang, self.notation);
                plain.runner = self.runner;
                plain.now = self.now;
                // The opponent plays on only in a game of its kind.
                plain.opponent = opponent.filter(|_| plain.game.engine_feed().is_some());
                *self = plain;
                let path = path.as_path();
                self.say(out, Loaded { path, summary });
                self.position(out);
            }
            Err(e) => self.say(out, e),
        }
    }

    /// Write the autosave when the game's record changed; its note, if any.
    fn autosave(&mut self, out: &mut Vec<String>) {
        self.records.info.opponent = self.opponent.as_ref().map(Opponent::recorded);
        let now = (self.now)();
        if let Some(clock) = &mut self.clock {
            clock.follow(self.game.history_len(), now);
            self.records.info.clock = Some(clock.log());
        }
        if let Some(note) = self.records.sync(self.game.as_ref()) {
            self.say(out, &note);
        }
    }

    /// The last lines: what is kept.
    pub fn bye(&mut self, out: &mut Vec<String>) {
        self.autosave(out);
        if !self.game.series_so_far().is_empty() {
            self.say(out, PlainText::SeriesLost);
        }
        let autosaved = self.records.autosave_working() && !self.game.result().is_over();
        self.say(out, PlainText::Bye { autosaved });
    }

    /// Standard input ended: the opponent's turn is finished first (a script's
    /// last move is answered), then the game is kept as on `quit`.
    pub fn end_of_input(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        while self.thinking.is_some() {
            std::thread::sleep(Duration::from_millis(20));
            self.tick_into(&mut out);
        }
        self.quit = true;
        self.bye(&mut out);
        out
    }
}
