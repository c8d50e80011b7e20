//! The new-game screen: which game, the players' names, the clock, and the
//! opponent (another player at this keyboard, or the computer for Flickering
//! Chess) — and [`GameSetup`], what a game is started with, which the command line,
//! "new game" and "rematch" after a result use as well.

use crate::core::Side;
use crate::flicker::engine::Level;
use crate::i18n::Lang;
use crate::play::opponent::OpponentKind;
use crate::play::setup::CLOCK_PRESETS;
use crate::play::setup::{GameSetup, Players, NAME_MAX};
use crate::session::clock::TimeControl;
use crate::session::GameKind;
use crate::tui::keys::new_game::{NewGameAction, KEYS};
use crate::tui::widgets::text::render_too_small;
use crate::words::menus::NewGameText;
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
    Start,
}

impl Row {
    pub const ALL: [Row; 6] = [
        Row::Game,
        Row::White,
        Row::Black,
        Row::Clock,
        Row::Opponent,
        Row::Start,
    ];
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
            OpponentChoice::HotSeat => 0,
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
            message: None,
            lang: Lang::En,
        }
    }
}

impl NewGameScreen {
    /// Whether the row takes typed text (a name, a custom clock).
    pub fn typing(&self) -> bool {
        match self.row {
            Row::White | Row::Black => true,
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

    /// The rows shown (the opponent row only where there is a computer to play).
    fn rows(&self) -> Vec<Row> {
        Row::ALL
            .into_iter()
            .filter(|r| *r != Row::Opponent || self.kind == GameKind::Flickering)
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
                if self.kind == GameKind::Xiangqi {
                    self.opponent = OpponentChoice::HotSeat;
                }
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
            Row::Opponent => self.opponent = self.opponent.step(by),
            Row::White | Row::Black | Row::Start => {}
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

    /// The game the screen describes, or why it cannot start yet.
    pub fn setup(&self) -> Result<GameSetup, String> {
        let clock = self.time_control()?;
        let opponent = match self.opponent {
            OpponentChoice::Computer { side, level } if self.kind == GameKind::Flickering => {
                let level = Level::new(level).unwrap_or(Level::DEFAULT);
                Some((side, OpponentKind::Computer { level }))
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
        Ok(GameSetup {
            kind: self.kind,
            players,
            opponent,
        })
    }

    /// Start the game described, or say why not (on the row to change).
    fn start(&mut self) -> NewGameOutcome {
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
                if let Some(text) = self.name_mut() {
                    if text.chars().count() < NAME_MAX {
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
                OpponentChoice::Computer { side, level } => NewGameText::Computer {
                    kind,
                    side,
                    level: Level::new(level).unwrap_or(Level::DEFAULT),
                }
                .say(lang),
            },
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
                OpponentChoice::HotSeat => NewGameText::HelpOpponent,
            },
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
pub const SCREEN_HEIGHT: u16 = 16;

impl Widget for &NewGameScreen {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width < MIN_WIDTH || area.height < SCREEN_HEIGHT {
            render_too_small(area, buf, (MIN_WIDTH, SCREEN_HEIGHT), self.lang);
            return;
        }
        let width = area.width.min(SCREEN_WIDTH);
        let x = area.x + (area.width - width) / 2;
        let y = area.y + (area.height - SCREEN_HEIGHT) / 2;
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
            } else if placeholder {
                value = NewGameText::SideLabel {
                    kind: self.kind,
                    side: side_of(row),
                }
                .say(self.lang);
            }
            let arrows = here && matches!(row, Row::Game | Row::Clock | Row::Opponent) && !typing;
            let value = if arrows {
                format!("◀ {value} ▶")
            } else {
                value
            };
            let label = format!(" {:<10}", self.label(row));
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
                    Ok(app) => Outcome::Replace(Box::new(app)),
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
