//! The host's waiting screen: the exact line the friend types to join (one for each
//! address this machine can be reached at, with the port bound), the host's side and
//! name, the wrong codes tried and a join turned away; Esc cancels (the port closes),
//! `r` takes joins again after too many wrong codes. When the guest is in, the
//! screen becomes the game ([`Waiting::poll`]).

use super::play::RemoteGame;
use super::resumed::Resuming;
use super::{remote_game, KEEPALIVE};
use crate::play::hosting::{join_lines, NetSetup};
use crate::play::remote::{Line, RemotePlay};
use crate::play::worker::Runner;
use crate::play::{PlayableGame, Settings};
use crate::record::DataDir;
use crate::remote::{Host, HostEvent, JoinCode, MAX_WRONG_TRIES};
use crate::tui::screen::{is_ctrl_c, Outcome};
use crate::words::netplay::NetText;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line as TextLine;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The host waiting for its guest.
pub struct Waiting {
    /// `None` once the guest is in (it goes with the game).
    host: Option<Host>,
    setup: NetSetup,
    /// The lines the friend may type.
    lines: Vec<String>,
    /// The game, until it starts.
    game: Option<Box<dyn PlayableGame>>,
    settings: Settings,
    data: Option<DataDir>,
    runner: Runner,
    /// The last join turned away, in words.
    refused: Option<String>,
    /// A game hosted again from its autosave (`duochess host --resume`).
    resuming: Option<Resuming>,
}

impl Waiting {
    pub fn new(
        host: Host,
        code: &JoinCode,
        setup: NetSetup,
        game: Box<dyn PlayableGame>,
        settings: Settings,
        data: Option<DataDir>,
    ) -> Waiting {
        let lines = join_lines(host.local_addr(), code)
            .iter()
            .map(ToString::to_string)
            .collect();
        Waiting {
            host: Some(host),
            setup,
            lines,
            game: Some(game),
            settings,
            data,
            runner: Runner::default(),
            refused: None,
            resuming: None,
        }
    }

    /// The waiting screen of a game hosted again: `game` under way, taken up as
    /// `resuming` says once the guest is in.
    pub fn resumed(mut self, resuming: Resuming) -> Waiting {
        self.resuming = Some(resuming);
        self
    }

    pub fn set_runner(&mut self, runner: Runner) {
        self.runner = runner;
    }

    /// Esc cancels; `r` takes joins again.
    pub fn handle(&mut self, event: &Event) -> Outcome {
        if is_ctrl_c(event) {
            return Outcome::Quit;
        }
        let Event::Key(key) = event else {
            return Outcome::Stay;
        };
        if key.kind == KeyEventKind::Release {
            return Outcome::Stay;
        }
        match key.code {
            KeyCode::Esc => Outcome::Back,
            KeyCode::Char('r' | 'R') => {
                if let Some(host) = &self.host {
                    host.reopen();
                }
                Outcome::Stay
            }
            _ => Outcome::Stay,
        }
    }

    /// What happened at the port: the game, once the guest is in.
    pub fn poll(&mut self) -> Option<RemoteGame> {
        let lang = self.settings.lang;
        while let Some(event) = self.host.as_ref().and_then(Host::try_event) {
            match event {
                HostEvent::Refused { error, .. } => {
                    self.refused = Some(
                        NetText::TurnedAway {
                            why: &error.say(lang),
                        }
                        .say(lang),
                    );
                }
                HostEvent::Joined(connection) => {
                    let peer = connection.peer().name.clone();
                    // A game hosted again takes the guest back from the offer it
                    // was sent, as after a dropped line.
                    let offered = connection.offered().cloned();
                    let again = match (&mut self.resuming, self.game.as_mut()) {
                        (Some(r), Some(game)) => match r.rejoin(game.as_mut(), offered.as_ref()) {
                            Ok(again) => again,
                            Err(e) => {
                                self.refused =
                                    Some(NetText::TurnedAway { why: &e.say(lang) }.say(lang));
                                continue;
                            }
                        },
                        _ => Vec::new(),
                    };
                    let line = match Line::start(connection, KEEPALIVE) {
                        Ok(line) => line,
                        Err(e) => {
                            self.refused =
                                Some(NetText::TurnedAway { why: &e.say(lang) }.say(lang));
                            continue;
                        }
                    };
                    for message in again {
                        line.send(message);
                    }
                    let game = self.game.take()?;
                    let host = self.host.take();
                    let data = self.data.clone();
                    let mut game = match self.resuming.take() {
                        Some(r) => {
                            r.into_game(game, &self.setup, &peer, (line, host), self.settings, data)
                        }
                        None => {
                            let play = RemotePlay::new(self.setup.me);
                            let connection = (line, host);
                            remote_game(
                                (game, play),
                                &self.setup,
                                &peer,
                                connection,
                                self.settings,
                                data,
                            )
                        }
                    };
                    crate::tui::screen::Screen::set_runner(&mut game, self.runner);
                    return Some(game);
                }
            }
        }
        None
    }

    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let lang = self.settings.lang;
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut text: Vec<TextLine> = vec![
            TextLine::styled(
                NetText::Hosting {
                    kind: self.setup.kind,
                }
                .say(lang),
                bold.fg(Color::Cyan),
            ),
            TextLine::raw(""),
        ];
        if let (Some(r), Some(game)) = (&self.resuming, &self.game) {
            for line in r.lines(game.as_ref(), &self.settings, area.width) {
                text.push(TextLine::raw(line));
            }
            text.push(TextLine::raw(""));
            text.push(TextLine::raw(NetText::TypeSameLine.say(lang)));
        } else {
            text.push(TextLine::raw(NetText::TypeThisLine.say(lang)));
        }
        text.push(TextLine::raw(""));
        for line in &self.lines {
            text.push(TextLine::styled(
                format!("  {line}"),
                bold.fg(Color::Yellow),
            ));
        }
        text.push(TextLine::raw(""));
        let name = crate::words::sides::Player {
            kind: self.setup.kind,
            side: self.setup.me,
            name: &self.setup.name,
            computer: None,
        }
        .say(lang);
        text.push(TextLine::raw(
            NetText::YouPlay {
                kind: self.setup.kind,
                side: self.setup.me,
                name: &name,
            }
            .say(lang),
        ));
        text.push(TextLine::raw(NetText::Waiting.say(lang)));
        if let Some(host) = &self.host {
            let tries = host.wrong_tries();
            if tries > 0 {
                text.push(TextLine::styled(
                    NetText::WrongTries {
                        tries,
                        max: MAX_WRONG_TRIES,
                    }
                    .say(lang),
                    Style::new().fg(Color::Red),
                ));
            }
            if host.locked() {
                text.push(TextLine::styled(
                    NetText::Locked.say(lang),
                    bold.fg(Color::Red),
                ));
            }
        }
        if let Some(refused) = &self.refused {
            text.push(TextLine::styled(
                refused.clone(),
                Style::new().fg(Color::Red),
            ));
        }
        text.push(TextLine::raw(""));
        text.push(TextLine::styled(
            NetText::WaitingKeys.say(lang),
            Style::new().add_modifier(Modifier::DIM),
        ));
        Paragraph::new(text)
            .wrap(Wrap { trim: false })
            .render(area, buf);
    }
}
