//! The start menu's "Play across the network": a small form, to host a game (game,
//! clock, side, name and port) or to join one (address, code and name), that opens the port or makes the
//! handshake, then becomes the waiting screen or the game. A value that cannot be
//! read, a port that cannot be opened, a wrong code: said on the form's last line,
//! in the player's language, and the form stays.

use super::NetScreen;
use crate::core::Side;
use crate::i18n::Lang;
use crate::play::hosting::{listen, NetSetup, DEFAULT_PORT};
use crate::remote::{join, resolve, Hello, JoinCode, Limits, MAX_NAME};
use crate::session::clock::TimeControl;
use crate::session::GameKind;
use crate::tui::screen::{is_ctrl_c, pasted_line, Context, Outcome, Screen};
use crate::words::menus::MenuText;
use crate::words::netplay::{FormRow, NetText};
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Hosting or joining.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    Host,
    Join,
}

/// The form.
pub struct NetForm {
    kind: Kind,
    row: usize,
    game: GameKind,
    /// The host's side; `None`: at random.
    side: Option<Side>,
    clock: String,
    name: String,
    port: String,
    address: String,
    code: String,
    error: Option<String>,
    lang: Lang,
}

impl NetForm {
    fn new(kind: Kind, lang: Lang) -> NetForm {
        NetForm {
            kind,
            row: 0,
            game: GameKind::Flickering,
            side: Some(Side::White),
            clock: String::new(),
            name: String::new(),
            port: DEFAULT_PORT.to_string(),
            address: String::new(),
            code: String::new(),
            error: None,
            lang,
        }
    }

    /// "Host a game".
    pub fn host(lang: Lang) -> NetForm {
        NetForm::new(Kind::Host, lang)
    }

    /// "Join a game".
    pub fn join(lang: Lang) -> NetForm {
        NetForm::new(Kind::Join, lang)
    }

    fn rows(&self) -> &'static [FormRow] {
        match self.kind {
            Kind::Host => &[
                FormRow::Role,
                FormRow::Game,
                FormRow::Clock,
                FormRow::Side,
                FormRow::Name,
                FormRow::Port,
            ],
            Kind::Join => &[
                FormRow::Role,
                FormRow::Address,
                FormRow::Code,
                FormRow::Name,
            ],
        }
    }

    fn current(&self) -> FormRow {
        self.rows()[self.row]
    }

    fn text_mut(&mut self) -> Option<&mut String> {
        match self.current() {
            FormRow::Clock => Some(&mut self.clock),
            FormRow::Name => Some(&mut self.name),
            FormRow::Port => Some(&mut self.port),
            FormRow::Address => Some(&mut self.address),
            FormRow::Code => Some(&mut self.code),
            FormRow::Role | FormRow::Game | FormRow::Side => None,
        }
    }

    /// ←/→ on a choice.
    fn step(&mut self, by: isize) {
        match self.current() {
            FormRow::Role => {
                self.kind = match self.kind {
                    Kind::Host => Kind::Join,
                    Kind::Join => Kind::Host,
                }
            }
            FormRow::Game => {
                self.game = match self.game {
                    GameKind::Flickering => GameKind::Xiangqi,
                    GameKind::Xiangqi => GameKind::Flickering,
                }
            }
            FormRow::Side => {
                let ring = [Some(Side::White), Some(Side::Black), None];
                let i = ring.iter().position(|s| *s == self.side).unwrap_or(0) as isize;
                self.side = ring[(i + by).rem_euclid(3) as usize];
            }
            _ => {}
        }
    }

    fn value(&self, row: FormRow) -> String {
        match row {
            FormRow::Role => match self.kind {
                Kind::Host => NetText::HostForm,
                Kind::Join => NetText::JoinForm,
            }
            .say(self.lang),
            FormRow::Game => self.game.say(self.lang),
            FormRow::Side => match self.side {
                Some(side) => crate::words::sides::Player {
                    kind: self.game,
                    side,
                    name: "",
                    computer: None,
                }
                .say(self.lang),
                None => NetText::AtRandom.say(self.lang),
            },
            FormRow::Clock => self.clock.clone(),
            FormRow::Name => self.name.clone(),
            FormRow::Port => self.port.clone(),
            FormRow::Address => self.address.clone(),
            FormRow::Code => self.code.clone(),
        }
    }

    fn name(&self) -> String {
        self.name.trim().chars().take(MAX_NAME).collect()
    }

    /// ⏎: the port opened and the waiting screen, or the handshake made and the game.
    fn submit(&mut self, cx: &mut Context) -> Result<NetScreen, String> {
        let lang = self.lang;
        let settings = cx.settings;
        match self.kind {
            Kind::Host => {
                let clock = match self.clock.trim() {
                    "" => None,
                    text => Some(TimeControl::parse_minutes(text).map_err(|e| e.say(lang))?),
                };
                let port: u16 = self
                    .port
                    .trim()
                    .parse()
                    .map_err(|_| NetText::BadPort.say(lang))?;
                let me = self.side.unwrap_or_else(|| {
                    if rand::Rng::gen_bool(&mut rand::rngs::OsRng, 0.5) {
                        Side::White
                    } else {
                        Side::Black
                    }
                });
                let setup = NetSetup {
                    kind: self.game,
                    me,
                    name: self.name(),
                    clock,
                };
                let code = JoinCode::random();
                let host = listen(port, &code, &setup).map_err(|e| {
                    NetText::CannotListen {
                        port,
                        why: &e.say(lang),
                    }
                    .say(lang)
                })?;
                let game = (cx.factory)(self.game).map_err(|e| e.say(lang))?;
                Ok(NetScreen::hosting(
                    host,
                    &code,
                    setup,
                    game,
                    settings,
                    cx.data.clone(),
                ))
            }
            Kind::Join => {
                let addrs = resolve(&self.address).map_err(|e| e.say(lang))?;
                let code = JoinCode::parse(&self.code).map_err(|e| e.say(lang))?;
                let mut why = String::new();
                for &addr in &addrs {
                    let hello = Hello {
                        name: self.name(),
                        game: None,
                    };
                    match join(addr, &code, hello, Limits::default()) {
                        Ok(connection) => {
                            let again = super::play::JoinAgain {
                                addrs,
                                code,
                                name: self.name(),
                            };
                            return NetScreen::joined(
                                connection,
                                self.name(),
                                Some(again),
                                settings,
                                cx.data.clone(),
                            )
                            .map_err(|e| e.say(lang));
                        }
                        Err(e) => why = e.say(lang),
                    }
                }
                Err(NetText::CannotJoin { why: &why }.say(lang))
            }
        }
    }
}

impl Screen for NetForm {
    fn handle(&mut self, event: &Event, _area: Rect, cx: &mut Context) -> Outcome {
        if is_ctrl_c(event) {
            return Outcome::Quit;
        }
        if let Event::Paste(text) = event {
            if let Some(value) = self.text_mut() {
                value.push_str(&pasted_line(text));
            }
            return Outcome::Stay;
        }
        let Event::Key(key) = event else {
            return Outcome::Stay;
        };
        if key.kind == KeyEventKind::Release {
            return Outcome::Stay;
        }
        let n = self.rows().len();
        match key.code {
            KeyCode::Esc => return Outcome::Back,
            KeyCode::Up | KeyCode::BackTab => self.row = (self.row + n - 1) % n,
            KeyCode::Down | KeyCode::Tab => self.row = (self.row + 1) % n,
            KeyCode::Left => self.step(-1),
            KeyCode::Right => self.step(1),
            KeyCode::Backspace => {
                if let Some(value) = self.text_mut() {
                    value.pop();
                }
            }
            KeyCode::Enter => match self.submit(cx) {
                Ok(screen) => return Outcome::Replace(Box::new(screen)),
                Err(why) => self.error = Some(why),
            },
            KeyCode::Char(c) => match self.text_mut() {
                Some(value) => value.push(c),
                None if c == ' ' => self.step(1),
                None => {}
            },
            _ => {}
        }
        Outcome::Stay
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        let lang = self.lang;
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut lines = vec![
            Line::styled(MenuText::Network.say(lang), bold.fg(Color::Cyan)),
            Line::raw(""),
        ];
        let labels: Vec<String> = self.rows().iter().map(|r| r.say(lang)).collect();
        let width = labels
            .iter()
            .map(|l| unicode_width::UnicodeWidthStr::width(l.as_str()))
            .max()
            .unwrap_or(0);
        for (i, (row, label)) in self.rows().iter().zip(&labels).enumerate() {
            let chosen = i == self.row;
            let marker = if chosen { "▶ " } else { "  " };
            let pad = width - unicode_width::UnicodeWidthStr::width(label.as_str());
            let value = crate::core::text::shown(&self.value(*row));
            let value = match row {
                FormRow::Role | FormRow::Game | FormRow::Side => format!("‹ {value} ›"),
                _ if chosen => format!("{value}▏"),
                _ => value,
            };
            let style = if chosen {
                bold.fg(Color::Yellow)
            } else {
                Style::new()
            };
            lines.push(Line::styled(
                format!("{marker}{label}{:pad$}  {value}", ""),
                style,
            ));
        }
        lines.push(Line::raw(""));
        if let Some(error) = &self.error {
            lines.push(Line::styled(error.clone(), Style::new().fg(Color::Red)));
            lines.push(Line::raw(""));
        }
        lines.push(Line::styled(
            NetText::FormKeys.say(lang),
            Style::new().add_modifier(Modifier::DIM),
        ));
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(area, buf);
    }
}
