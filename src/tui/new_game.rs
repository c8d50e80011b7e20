//! The new-game screen: which game, the players' names, the clock, and the
//! opponent (another player at this keyboard, the computer for Flickering Chess, a
//! UCI engine for Xiangqi: its path, side, time per move and strength), and whether
//! `t` gives hints against it — and [`GameSetup`], what a game is started with,
//! which the command line, "new game" and "rematch" after a result use as well.
//!
//! An engine's path is checked when it is entered and again at the start (the
//! program is started and must finish the UCI handshake within
//! [`crate::play::opponent::ENGINE_GRACE`] a step: [`crate::uci::check`]); a
//! missing or non-UCI program is refused on this screen with the reason. The path
//! of the engine a game starts with is remembered in the settings file.

use crate::core::Side;
use crate::flicker::engine::Level;
use crate::i18n::Lang;
use crate::play::opponent::{OpponentKind, ENGINE_GRACE};
use crate::play::setup::CLOCK_PRESETS;
use crate::play::setup::{GameSetup, Players, NAME_MAX};
use crate::session::clock::TimeControl;
use crate::session::GameKind;
use crate::tui::keys::new_game::{NewGameAction, KEYS};
use crate::tui::widgets::text::render_too_small;
use crate::uci::{EngineInfo, EngineLevel};
use crate::words::menus::NewGameText;
use crate::words::opponent::EngineRefused;
use crate::words::start::StartFailed;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// A row of the screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Game,
    White,
    Black,
    Clock,
    Opponent,
    /// The UCI engine's program (typed).
    EnginePath,
    /// The side the engine plays.
    EngineSide,
    /// Its time per move.
    EngineTime,
    /// Its strength.
    EngineLevel,
    /// Hints on or off (against the computer or an engine).
    Hints,
    Start,
}

impl Row {
    pub const ALL: [Row; 11] = [
        Row::Game,
        Row::White,
        Row::Black,
        Row::Clock,
        Row::Opponent,
        Row::EnginePath,
        Row::EngineSide,
        Row::EngineTime,
        Row::EngineLevel,
        Row::Hints,
        Row::Start,
    ];

    fn of_engine(self) -> bool {
        matches!(
            self,
            Row::EnginePath | Row::EngineSide | Row::EngineTime | Row::EngineLevel
        )
    }
}

/// The engine's thinking times offered, in milliseconds.
pub const ENGINE_TIMES: [u64; 5] = [200, 500, 1000, 2000, 5000];

/// The longest engine path taken.
pub const PATH_MAX: usize = 240;

/// The engine rows' choices (Xiangqi).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineChoice {
    /// The program's path as typed (the remembered one to begin with).
    pub path: String,
    /// The side it plays.
    pub side: Side,
    /// Its thinking time: an index into [`ENGINE_TIMES`].
    pub time: usize,
    pub level: EngineLevel,
    /// The path last checked and what its engine said about itself.
    pub checked: Option<(String, EngineInfo)>,
}

impl Default for EngineChoice {
    fn default() -> Self {
        EngineChoice {
            path: String::new(),
            side: Side::Black,
            time: 2,
            level: EngineLevel::Club,
            checked: None,
        }
    }
}

impl EngineChoice {
    /// The engine path remembered in the settings (empty: none).
    pub fn remembered(path: Option<&std::path::Path>) -> EngineChoice {
        EngineChoice {
            path: path.map(|p| p.display().to_string()).unwrap_or_default(),
            ..EngineChoice::default()
        }
    }

    /// What the engine said when its path (as typed now) was checked.
    pub fn info(&self) -> Option<&EngineInfo> {
        let (path, info) = self.checked.as_ref()?;
        (*path == self.path.trim()).then_some(info)
    }

    fn movetime(&self) -> std::time::Duration {
        let ms = ENGINE_TIMES[self.time.min(ENGINE_TIMES.len() - 1)];
        std::time::Duration::from_millis(ms)
    }

    /// Check the program at the path typed (started, the UCI handshake, ended);
    /// the reason it is refused, in the player's language.
    pub fn check(&mut self, lang: Lang) -> Result<&EngineInfo, String> {
        let path = self.path.trim().to_string();
        if self.info().is_none() {
            if path.is_empty() {
                return Err(NewGameText::EngineNoPath.say(lang));
            }
            let info = crate::uci::check(std::path::Path::new(&path), ENGINE_GRACE)
                .map_err(|e| EngineRefused(&e).say(lang))?;
            crate::play::opponent::checked_as(std::path::Path::new(&path), &info.name);
            self.checked = Some((path, info));
        }
        self.info()
            .ok_or_else(|| NewGameText::EngineNoPath.say(lang))
    }
}

/// The clock row's choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockChoice {
    None,
    Preset(usize),
    /// Typed as `MINUTES+SECONDS`.
    Custom(String),
}

impl ClockChoice {
    /// The row showing `tc` (the remembered default clock): its preset, or typed.
    pub fn of(tc: Option<TimeControl>) -> ClockChoice {
        let Some(tc) = tc else {
            return ClockChoice::None;
        };
        CLOCK_PRESETS
            .iter()
            .position(|&(m, s)| TimeControl::new(m, s) == tc)
            .map_or_else(|| ClockChoice::Custom(tc.to_string()), ClockChoice::Preset)
    }
}

/// The opponent row's choice.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpponentChoice {
    HotSeat,
    /// A UCI engine (Xiangqi), as the engine rows say.
    Engine,
    /// The computer plays this side at this level (Flickering Chess).
    Computer {
        side: Side,
        level: u8,
    },
}

impl OpponentChoice {
    /// Hot-seat, then the computer as Black at every level, then as White, and
    /// round.
    fn step(self, by: i8) -> OpponentChoice {
        let levels = Level::MAX as i8;
        let n = 1 + 2 * levels;
        let index = match self {
            OpponentChoice::HotSeat | OpponentChoice::Engine => 0,
            OpponentChoice::Computer { side, level } => {
                1 + side.fold(levels, 0) + level.clamp(Level::MIN, Level::MAX) as i8 - 1
            }
        };
        match (index + by).rem_euclid(n) {
            0 => OpponentChoice::HotSeat,
            i => OpponentChoice::Computer {
                side: if i <= levels {
                    Side::Black
                } else {
                    Side::White
                },
                level: ((i - 1) % levels + 1) as u8,
            },
        }
    }
}

/// What the screen asks the application root to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGameOutcome {
    Stay,
    Start(GameSetup),
    Back,
    Quit,
}

/// The new-game screen's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameScreen {
    pub row: Row,
    pub kind: GameKind,
    pub white: String,
    pub black: String,
    pub clock: ClockChoice,
    pub opponent: OpponentChoice,
    /// The engine rows (Xiangqi).
    pub engine: EngineChoice,
    /// Whether `t` gives hints (asked against the computer or an engine).
    pub hints: bool,
    pub message: Option<String>,
    /// The language the screen is in.
    pub lang: Lang,
}

impl Default for NewGameScreen {
    fn default() -> Self {
        NewGameScreen {
            row: Row::Game,
            kind: GameKind::Flickering,
            white: String::new(),
            black: String::new(),
            clock: ClockChoice::None,
            opponent: OpponentChoice::HotSeat,
            engine: EngineChoice::default(),
            hints: true,
            message: None,
            lang: Lang::En,
        }
    }
}

impl NewGameScreen {
    /// Whether the row takes typed text (a name, a custom clock).
    pub fn typing(&self) -> bool {
        match self.row {
            Row::White | Row::Black | Row::EnginePath => true,
            Row::Clock => matches!(self.clock, ClockChoice::Custom(_)),
            _ => false,
        }
    }

    /// The keys' mode now.
    pub fn input_mode(&self) -> crate::tui::keys::new_game::NewGameInput {
        use crate::tui::keys::new_game::NewGameInput;
        if self.typing() {
            NewGameInput::Text
        } else {
            NewGameInput::Choose
        }
    }

    /// The rows shown: the engine's only when an engine plays, the hints' only
    /// against the computer or an engine.
    pub fn rows(&self) -> Vec<Row> {
        let engine = self.opponent == OpponentChoice::Engine;
        let against = self.opponent != OpponentChoice::HotSeat;
        Row::ALL
            .into_iter()
            .filter(|r| !r.of_engine() || engine)
            .filter(|r| *r != Row::Hints || against)
            .collect()
    }

    fn step_row(&mut self, by: isize) {
        let rows = self.rows();
        let i = rows.iter().position(|r| *r == self.row).unwrap_or(0) as isize;
        let n = rows.len() as isize;
        self.row = rows[(i + by).rem_euclid(n) as usize];
    }

    fn name_mut(&mut self) -> Option<&mut String> {
        match self.row {
            Row::White => Some(&mut self.white),
            Row::Black => Some(&mut self.black),
            Row::EnginePath => Some(&mut self.engine.path),
            Row::Clock => match &mut self.clock {
                ClockChoice::Custom(text) => Some(text),
                _ => None,
            },
            _ => None,
        }
    }

    fn adjust(&mut self, by: i8) {
        match self.row {
            Row::Game => {
                self.kind = match self.kind {
                    GameKind::Flickering => GameKind::Xiangqi,
                    GameKind::Xiangqi => GameKind::Flickering,
                };
                // The opponents differ by game.
                self.opponent = OpponentChoice::HotSeat;
            }
            Row::Clock => {
                // None, the presets, custom: a ring.
                let n = CLOCK_PRESETS.len() as i8 + 2;
                let index = match &self.clock {
                    ClockChoice::None => 0,
                    ClockChoice::Preset(i) => *i as i8 + 1,
                    ClockChoice::Custom(_) => n - 1,
                };
                self.clock = match (index + by).rem_euclid(n) {
                    0 => ClockChoice::None,
                    i if i == n - 1 => ClockChoice::Custom(String::new()),
                    i => ClockChoice::Preset(i as usize - 1),
                };
            }
            Row::Opponent => {
                self.opponent = match (self.kind, self.opponent) {
                    (GameKind::Flickering, o) => o.step(by),
                    (GameKind::Xiangqi, OpponentChoice::HotSeat) => OpponentChoice::Engine,
                    (GameKind::Xiangqi, _) => OpponentChoice::HotSeat,
                }
            }
            Row::EngineSide => self.engine.side = !self.engine.side,
            Row::EngineTime => {
                let n = ENGINE_TIMES.len() as i8;
                self.engine.time = (self.engine.time as i8 + by).rem_euclid(n) as usize;
            }
            Row::EngineLevel => self.engine.level = self.engine.level.step(by),
            Row::Hints => self.hints = !self.hints,
            Row::White | Row::Black | Row::EnginePath | Row::Start => {}
        }
    }

    /// The time control chosen, or why the custom one cannot be read.
    pub fn time_control(&self) -> Result<Option<TimeControl>, String> {
        match &self.clock {
            ClockChoice::None => Ok(None),
            ClockChoice::Preset(i) => {
                let (m, s) = CLOCK_PRESETS[(*i).min(CLOCK_PRESETS.len() - 1)];
                Ok(Some(TimeControl::new(m, s)))
            }
            ClockChoice::Custom(text) => TimeControl::parse_minutes(text)
                .map(Some)
                .map_err(|e| e.say(self.lang)),
        }
    }

    /// The game the screen describes, or why it cannot start yet (an engine
    /// must have been checked: [`EngineChoice::check`]).
    pub fn setup(&self) -> Result<GameSetup, String> {
        let clock = self.time_control()?;
        let opponent = match self.opponent {
            OpponentChoice::Computer { side, level } if self.kind == GameKind::Flickering => {
                let level = Level::new(level).unwrap_or(Level::DEFAULT);
                Some((side, OpponentKind::Computer { level }))
            }
            OpponentChoice::Engine if self.kind == GameKind::Xiangqi => {
                if self.engine.info().is_none() {
                    return Err(NewGameText::EngineNoPath.say(self.lang));
                }
                let kind = OpponentKind::Engine {
                    path: self.engine.path.trim().into(),
                    movetime: self.engine.movetime(),
                    level: self.engine.level,
                };
                Some((self.engine.side, kind))
            }
            _ => None,
        };
        let mut players = Players {
            white: self.white.trim().to_string(),
            black: self.black.trim().to_string(),
            clock,
        };
        if let Some((side, kind)) = &opponent {
            players = players.with_opponent(*side, kind);
        }
        let hints = self.hints || opponent.is_none();
        Ok(GameSetup {
            kind: self.kind,
            players,
            opponent,
            hints,
        })
    }

    /// Check the engine's path; refused: the reason, on the path's row.
    fn check_engine(&mut self) -> bool {
        let level = self.engine.level;
        match self.engine.check(self.lang) {
            Ok(info) => {
                let setting = info.strength.setting(level);
                self.message = Some(
                    NewGameText::EngineAnswered {
                        name: &info.name,
                        setting,
                    }
                    .say(self.lang),
                );
                true
            }
            Err(why) => {
                self.row = Row::EnginePath;
                self.message = Some(why);
                false
            }
        }
    }

    /// Start the game described, or say why not (on the row to change).
    fn start(&mut self) -> NewGameOutcome {
        let engine = self.kind == GameKind::Xiangqi && self.opponent == OpponentChoice::Engine;
        if engine && !self.check_engine() {
            return NewGameOutcome::Stay;
        }
        match self.setup() {
            Ok(setup) => NewGameOutcome::Start(setup),
            Err(why) => {
                self.row = Row::Clock;
                self.message = Some(why);
                NewGameOutcome::Stay
            }
        }
    }

    pub fn handle(&mut self, action: NewGameAction) -> NewGameOutcome {
        use NewGameAction as A;
        self.message = None;
        match action {
            A::Up => self.step_row(-1),
            A::Down => self.step_row(1),
            A::Adjust(by) => self.adjust(by),
            A::Type(c) => {
                let most = if self.row == Row::EnginePath {
                    PATH_MAX
                } else {
                    NAME_MAX
                };
                if let Some(text) = self.name_mut() {
                    if text.chars().count() < most {
                        text.push(c);
                    }
                }
            }
            A::Erase => {
                if let Some(text) = self.name_mut() {
                    text.pop();
                }
            }
            A::Next => {
                if self.row == Row::Start {
                    return self.start();
                }
                if self.row == Row::Clock {
                    if let Err(why) = self.time_control() {
                        self.message = Some(why);
                        return NewGameOutcome::Stay;
                    }
                }
                // The engine is checked as soon as its path is entered.
                if self.row == Row::EnginePath && !self.check_engine() {
                    return NewGameOutcome::Stay;
                }
                self.step_row(1);
            }
            A::Play => return self.start(),
            A::Back => return NewGameOutcome::Back,
            A::Quit => return NewGameOutcome::Quit,
        }
        NewGameOutcome::Stay
    }

    fn value(&self, row: Row) -> String {
        let (lang, kind) = (self.lang, self.kind);
        match row {
            Row::Game => kind.say(lang),
            Row::White => self.white.clone(),
            Row::Black => self.black.clone(),
            Row::Clock => match &self.clock {
                ClockChoice::None => NewGameText::NoClock.say(lang),
                ClockChoice::Preset(i) => {
                    let (minutes, seconds) = CLOCK_PRESETS[(*i).min(CLOCK_PRESETS.len() - 1)];
                    NewGameText::ClockPreset {
                        minutes,
                        seconds,
                        kind,
                    }
                    .say(lang)
                }
                ClockChoice::Custom(text) => NewGameText::ClockCustom(text).say(lang),
            },
            Row::Opponent => match self.opponent {
                OpponentChoice::HotSeat => NewGameText::HotSeat.say(lang),
                OpponentChoice::Engine => NewGameText::Engine.say(lang),
                OpponentChoice::Computer { side, level } => NewGameText::Computer {
                    kind,
                    side,
                    level: Level::new(level).unwrap_or(Level::DEFAULT),
                }
                .say(lang),
            },
            Row::EnginePath => self.engine.path.clone(),
            Row::EngineSide => NewGameText::EngineSide {
                kind,
                side: self.engine.side,
            }
            .say(lang),
            Row::EngineTime => NewGameText::EngineTime(self.engine.movetime()).say(lang),
            Row::EngineLevel => NewGameText::EngineLevel(self.engine.level).say(lang),
            Row::Hints => NewGameText::Hints(self.hints).say(lang),
            Row::Start => String::new(),
        }
    }

    /// The game as the message files select on it (an increment is added per
    /// series in Flickering Chess, per move in Xiangqi).
    fn label(&self, row: Row) -> String {
        let kind = self.kind;
        match row {
            Row::Game => NewGameText::GameLabel,
            Row::White => NewGameText::SideLabel {
                kind,
                side: Side::White,
            },
            Row::Black => NewGameText::SideLabel {
                kind,
                side: Side::Black,
            },
            Row::Clock => NewGameText::ClockLabel,
            Row::Opponent => NewGameText::OpponentLabel,
            Row::EnginePath => NewGameText::EnginePathLabel,
            Row::EngineSide => NewGameText::EngineSideLabel,
            Row::EngineTime => NewGameText::EngineTimeLabel,
            Row::EngineLevel => NewGameText::EngineLevelLabel,
            Row::Hints => NewGameText::HintsLabel,
            Row::Start => return String::new(),
        }
        .say(self.lang)
    }

    /// What the row is for and what it takes.
    fn row_help(&self) -> String {
        let kind = self.kind;
        match self.row {
            Row::Game => NewGameText::HelpGame,
            Row::White | Row::Black => NewGameText::HelpName {
                kind,
                side: side_of(self.row),
            },
            Row::Clock => match self.clock {
                ClockChoice::Custom(_) => NewGameText::HelpCustomClock(kind),
                _ => NewGameText::HelpClock,
            },
            Row::Opponent => match self.opponent {
                OpponentChoice::Computer { level, .. } => {
                    NewGameText::HelpLevel(Level::new(level).unwrap_or(Level::DEFAULT))
                }
                OpponentChoice::HotSeat | OpponentChoice::Engine => match kind {
                    GameKind::Flickering => NewGameText::HelpOpponent,
                    GameKind::Xiangqi => NewGameText::HelpEngineOpponent,
                },
            },
            Row::EnginePath => NewGameText::HelpEnginePath,
            Row::EngineSide => NewGameText::HelpEngineSide,
            Row::EngineTime => NewGameText::HelpEngineTime,
            Row::EngineLevel => NewGameText::HelpEngineLevel {
                level: self.engine.level,
                setting: (self.engine.info()).map(|i| i.strength.setting(self.engine.level)),
            },
            Row::Hints => NewGameText::HelpHints,
            Row::Start => NewGameText::HelpStart,
        }
        .say(self.lang)
    }

    /// The key line for the current row, from the key table.
    pub fn key_line(&self) -> String {
        crate::tui::keys::bar_line_in(self.lang, KEYS, self.input_mode())
    }
}

pub const SCREEN_WIDTH: u16 = 66;
/// The narrowest screen it is drawn on (the key line then wraps).
pub const MIN_WIDTH: u16 = 50;
/// The height it needs with its fewest rows; every row shown adds one.
pub const SCREEN_HEIGHT: u16 = 16;

impl NewGameScreen {
    /// The height it needs with the rows shown now.
    fn height(&self) -> u16 {
        SCREEN_HEIGHT + (self.rows().len() as u16).saturating_sub(5)
    }
}

impl Widget for &NewGameScreen {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let height = self.height();
        if area.width < MIN_WIDTH || area.height < height {
            render_too_small(area, buf, (MIN_WIDTH, height), self.lang);
            return;
        }
        let width = area.width.min(SCREEN_WIDTH);
        let x = area.x + (area.width - width) / 2;
        let y = area.y + (area.height - height) / 2;
        let rect = Rect::new(x, y, width, area.bottom() - y);
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let chosen = bold.fg(Color::Black).bg(Color::Cyan);
        let mut lines = vec![
            Line::styled(NewGameText::Title.say(self.lang), bold.fg(Color::Cyan)),
            Line::raw(""),
        ];
        for row in self.rows() {
            let here = row == self.row;
            if row == Row::Start {
                lines.push(Line::raw(""));
                let start = NewGameText::Start.say(self.lang);
                let text = format!("{start:^w$}", w = usize::from(width));
                lines.push(Line::styled(text, if here { chosen } else { bold }));
                continue;
            }
            let mut value = self.value(row);
            let typing = here && self.typing();
            let placeholder = value.is_empty() && !typing;
            if typing {
                value.push('█');
            } else if placeholder && row == Row::EnginePath {
                value = NewGameText::EnginePathNone.say(self.lang);
            } else if placeholder {
                value = NewGameText::SideLabel {
                    kind: self.kind,
                    side: side_of(row),
                }
                .say(self.lang);
            }
            let arrows =
                here && !typing && !matches!(row, Row::White | Row::Black | Row::EnginePath);
            let value = if arrows {
                format!("◀ {value} ▶")
            } else {
                value
            };
            let label = format!(" {:<10}", self.label(row));
            // A long path shows its end (the program's name).
            let value = if row == Row::EnginePath {
                let room = usize::from(width).saturating_sub(label.chars().count() + 1);
                tail(&value, room)
            } else {
                value
            };
            let style = match (here, placeholder) {
                (true, _) => chosen,
                (false, true) => Style::new().fg(Color::DarkGray),
                (false, false) => Style::new(),
            };
            // Names may be hanzi, two columns each.
            let used = crate::tui::widgets::glyphs::width(&format!("{label}{value}"));
            let pad = usize::from(width.saturating_sub(used));
            lines.push(Line::from(vec![
                Span::styled(label, if here { chosen } else { bold }),
                Span::styled(format!("{value}{:pad$}", ""), style),
            ]));
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(self.row_help(), Style::new().fg(Color::Cyan)));
        lines.push(Line::styled(self.key_line(), Style::new().fg(Color::Gray)));
        if let Some(m) = &self.message {
            lines.push(Line::styled(m.clone(), Style::new().fg(Color::Yellow)));
        }
        Paragraph::new(lines)
            .wrap(ratatui::widgets::Wrap { trim: false })
            .render(rect, buf);
    }
}

/// The last `room` characters of `text`, after an ellipsis when cut.
fn tail(text: &str, room: usize) -> String {
    let n = text.chars().count();
    if n <= room || room < 2 {
        return text.to_string();
    }
    let kept: String = text.chars().skip(n - (room - 1)).collect();
    format!("…{kept}")
}

fn side_of(row: Row) -> Side {
    if row == Row::Black {
        Side::Black
    } else {
        Side::White
    }
}

impl crate::tui::screen::Screen for NewGameScreen {
    fn handle(
        &mut self,
        event: &ratatui::crossterm::event::Event,
        _area: Rect,
        cx: &mut crate::tui::screen::Context,
    ) -> crate::tui::screen::Outcome {
        use crate::tui::screen::Outcome;
        let ratatui::crossterm::event::Event::Key(key) = event else {
            return Outcome::Stay;
        };
        let mode = self.input_mode();
        let Some(action) = crate::tui::keys::new_game::new_game_action_for_key(mode, key) else {
            return Outcome::Stay;
        };
        match self.handle(action) {
            NewGameOutcome::Stay => Outcome::Stay,
            NewGameOutcome::Back => Outcome::Back,
            NewGameOutcome::Quit => Outcome::Quit,
            NewGameOutcome::Start(setup) => {
                match crate::tui::game::App::start(&setup, cx.settings, cx) {
                    Ok(app) => {
                        remember_engine(&setup, &mut cx.remembered);
                        Outcome::Replace(Box::new(app))
                    }
                    Err(e) => {
                        self.message = Some(StartFailed(&e).say(self.lang));
                        Outcome::Stay
                    }
                }
            }
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        self.render(area, buf);
    }
}

/// The engine a game starts with is remembered in the settings file, offered
/// again on this screen (a file that cannot be written keeps the game going: the
/// path is only a convenience).
fn remember_engine(setup: &GameSetup, remembered: &mut crate::config::Remembered) {
    let Some((_, OpponentKind::Engine { path, .. })) = &setup.opponent else {
        return;
    };
    if remembered.config.engine.as_ref() == Some(path) {
        return;
    }
    remembered.config.engine = Some(path.clone());
    if let Some(file) = &remembered.file {
        let _ = file.save(&remembered.config);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rematch_swaps_names_and_the_computers_side() {
        let setup = GameSetup {
            kind: GameKind::Flickering,
            players: Players {
                white: "Ann".into(),
                black: "Bo".into(),
                clock: Some(TimeControl::new(3, 2)),
            },
            opponent: Some((
                Side::Black,
                OpponentKind::Computer {
                    level: Level::DEFAULT,
                },
            )),
            hints: false,
        };
        let again = setup.rematch();
        assert_eq!(
            (again.players.white.as_str(), again.players.black.as_str()),
            ("Bo", "Ann")
        );
        assert_eq!(again.players.clock, setup.players.clock);
        assert_eq!(again.opponent.as_ref().map(|o| o.0), Some(Side::White));
        assert_eq!(again.rematch(), setup);
    }

    #[test]
    fn names_default_to_the_sides_and_the_custom_clock_is_checked() {
        let mut s = NewGameScreen::default();
        s.adjust(1); // Xiangqi
        let setup = s.setup().unwrap();
        assert_eq!(setup.players.name(setup.kind, Side::White), "?");
        assert_eq!(setup.players.info(setup.kind).black, "?");
        s.row = Row::Clock;
        s.adjust(-1); // custom
        assert!(s.typing());
        for c in "4+x".chars() {
            s.handle(NewGameAction::Type(c));
        }
        assert!(matches!(
            s.handle(NewGameAction::Play),
            NewGameOutcome::Stay
        ));
        assert!(s
            .message
            .as_deref()
            .unwrap_or("")
            .contains("MINUTES+SECONDS"));
        s.handle(NewGameAction::Erase);
        s.handle(NewGameAction::Type('1'));
        match s.handle(NewGameAction::Play) {
            NewGameOutcome::Start(setup) => {
                assert_eq!(setup.players.clock, Some(TimeControl::new(4, 1)))
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_opponent_ring_visits_both_sides_and_every_level() {
        let mut o = OpponentChoice::HotSeat;
        let mut seen = std::collections::HashSet::new();
        let ring = 1 + 2 * usize::from(Level::MAX);
        for _ in 0..ring {
            o = o.step(1);
            seen.insert(format!("{o:?}"));
        }
        assert_eq!(seen.len(), ring);
        assert_eq!(o, OpponentChoice::HotSeat);
        assert_eq!(o.step(-1).step(1), o);
    }
}
