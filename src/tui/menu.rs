//! The start menu: the games, the editor, loading a record, resuming the autosave.
//! Its keys are in [`crate::tui::keys::menu`]; what they do is decided in
//! [`crate::tui::root`], which switches screens.

use crate::tui::keys::menu::{MenuInput, KEYS as MENU_KEYS};
use crate::tui::keys::Facts;
use crate::tui::widgets::text::render_too_small;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The entries of the start screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StartItem {
    Flickering,
    Xiangqi,
    Setup,
    Load,
    /// The new-game screen: game, names, clock, opponent.
    NewGame,
    Rules,
    Lessons,
    Practice,
    Quit,
}

impl StartItem {
    pub const ALL: [StartItem; 9] = [
        StartItem::Flickering,
        StartItem::Xiangqi,
        StartItem::Setup,
        StartItem::Load,
        StartItem::NewGame,
        StartItem::Rules,
        StartItem::Lessons,
        StartItem::Practice,
        StartItem::Quit,
    ];
    pub const fn label(self) -> &'static str {
        match self {
            StartItem::Flickering => "Flickering Chess",
            StartItem::Xiangqi => "Xiangqi",
            StartItem::NewGame => "New game: names, clock, computer",
            StartItem::Setup => "Set up a position",
            StartItem::Load => "Load a game",
            StartItem::Rules => "Rules of the games",
            StartItem::Lessons => "Lessons",
            StartItem::Practice => "Practice puzzles",
            StartItem::Quit => "Quit",
        }
    }
}

impl StartMenu {
    /// What the keys answer now.
    pub fn input_mode(&self) -> MenuInput {
        if self.prompt.is_some() {
            MenuInput::Prompt
        } else if self.resume.is_some() {
            MenuInput::Resume
        } else {
            MenuInput::Menu
        }
    }

    /// The key line for the current mode, from the key table (`⏎ load · Esc back`).
    pub fn key_line(&self) -> String {
        crate::tui::keys::bar(MENU_KEYS, self.input_mode(), Facts::default())
            .iter()
            .map(|(k, w)| format!("{k} {w}"))
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// The start screen's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StartMenu {
    pub selected: usize,
    pub message: Option<String>,
    /// The path being typed after "Load a game".
    pub prompt: Option<String>,
    /// An autosaved game in progress, offered for resuming (its description).
    pub resume: Option<String>,
}

pub const MENU_WIDTH: u16 = 40;
pub const MENU_HEIGHT: u16 = 8 + StartItem::ALL.len() as u16;

impl Widget for &StartMenu {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width < MENU_WIDTH || area.height < MENU_HEIGHT {
            render_too_small(area, buf, (MENU_WIDTH, MENU_HEIGHT));
            return;
        }
        let x = area.x + (area.width - MENU_WIDTH) / 2;
        let y = area.y + (area.height - MENU_HEIGHT) / 2;
        let rect = Rect::new(x, y, MENU_WIDTH, MENU_HEIGHT);
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut lines = vec![
            Line::styled("duochess", bold.fg(Color::Cyan)),
            Line::raw("two players, one keyboard"),
            Line::raw(""),
        ];
        for (i, item) in StartItem::ALL.iter().enumerate() {
            let text = format!(
                "{} {}. {}",
                if i == self.selected { "▶" } else { " " },
                i + 1,
                item.label()
            );
            let style = if i == self.selected {
                bold.fg(Color::Black).bg(Color::Cyan)
            } else {
                Style::new()
            };
            lines.push(Line::styled(format!("{text:<40}"), style));
        }
        lines.push(Line::raw(""));
        let ask = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        if let Some(text) = &self.prompt {
            lines.push(Line::styled(
                format!("Path of the record ({}):", self.key_line()),
                ask,
            ));
            lines.push(Line::from(vec![
                ratatui::text::Span::raw(text.clone()),
                ratatui::text::Span::styled("█", Style::new().fg(Color::Gray)),
            ]));
        } else if let Some(summary) = &self.resume {
            lines.push(Line::styled("Resume the unfinished game?", ask));
            lines.push(Line::raw(summary.clone()));
            lines.push(Line::styled(self.key_line(), ask));
        } else {
            lines.push(Line::styled(self.key_line(), Style::new().fg(Color::Gray)));
        }
        if let Some(m) = &self.message {
            lines.push(Line::styled(m.clone(), Style::new().fg(Color::Yellow)));
        }
        // The menu is centred on its minimum height; longer text (a prompt, an error)
        // runs on below it as far as the screen goes.
        // It may also be wider than the menu, centred the same way.
        let width = area.width.min(2 * MENU_WIDTH);
        let x = area.x + (area.width - width) / 2;
        let rect = Rect::new(x, rect.y, width, area.bottom() - rect.y);
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: false })
            .render(rect, buf);
    }
}
