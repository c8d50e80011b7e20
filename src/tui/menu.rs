//! The start menu: the games, the editor, loading a record ([`crate::tui::load`]),
//! and — for each game in progress that was autosaved, newest first — a "Resume"
//! entry naming it (a Flickering game and a Xiangqi game each have one), ordinary
//! entries that only ⏎ on them (or 0, for the newest) open: the selection starts on
//! the first game and stays on the same entry whether Resume is there or not, so
//! the keys that reach an entry are the same with or without an autosave. There is
//! room for [`RESUME_SHOWN`] of them; a line under them says how many more "Load a
//! game" lists.
//! Its keys are in [`crate::tui::keys::menu`]; what they do is decided in
//! [`crate::tui::root`], which switches screens.

use crate::core::text::cut;
use crate::tui::keys::menu::{MenuInput, KEYS as MENU_KEYS};
use crate::tui::load::LoadScreen;
use crate::tui::widgets::text::render_too_small;
use crate::words::menus::MenuText;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The entries of the start screen.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum StartItem {
    /// Play on from the `n`th autosaved game in progress (0: the newest): listed
    /// (first) only when there is one.
    Resume(usize),
    #[default]
    Flickering,
    Xiangqi,
    Setup,
    Load,
    /// The new-game screen: game, names, clock, opponent.
    NewGame,
    Rules,
    Lessons,
    Practice,
    /// The settings screen: language, notation, pieces, theme, flip, clock, line mode.
    Settings,
    /// Play across the network: host a game (game, clock, side, name, port) or join
    /// one (address, code, name).
    Network,
    Quit,
}

impl StartItem {
    /// The entries always listed, in order (numbered 1, 2, … on screen).
    pub const ALL: [StartItem; 11] = [
        StartItem::Flickering,
        StartItem::Xiangqi,
        StartItem::Setup,
        StartItem::Load,
        StartItem::NewGame,
        StartItem::Rules,
        StartItem::Lessons,
        StartItem::Practice,
        StartItem::Settings,
        StartItem::Network,
        StartItem::Quit,
    ];
    pub const fn label(self) -> &'static str {
        match self {
            StartItem::Resume(_) => "Resume",
            StartItem::Flickering => "Flickering Chess",
            StartItem::Xiangqi => "Xiangqi",
            StartItem::NewGame => "New game: names, clock, computer",
            StartItem::Setup => "Set up a position",
            StartItem::Load => "Load a game",
            StartItem::Rules => "Rules of the games",
            StartItem::Lessons => "Lessons",
            StartItem::Practice => "Practice puzzles",
            StartItem::Settings => "Settings",
            StartItem::Network => "Play across the network: host or join",
            StartItem::Quit => "Quit",
        }
    }
}

impl StartItem {
    /// The entry's words.
    pub fn text(self) -> MenuText {
        match self {
            StartItem::Resume(_) => MenuText::Resume,
            StartItem::Flickering => MenuText::Flickering,
            StartItem::Xiangqi => MenuText::Xiangqi,
            StartItem::NewGame => MenuText::NewGame,
            StartItem::Setup => MenuText::Setup,
            StartItem::Load => MenuText::Load,
            StartItem::Rules => MenuText::Rules,
            StartItem::Lessons => MenuText::Lessons,
            StartItem::Practice => MenuText::Practice,
            StartItem::Settings => MenuText::Settings,
            StartItem::Network => MenuText::Network,
            StartItem::Quit => MenuText::Quit,
        }
    }
}

/// An autosaved game a Resume entry offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResumeOffer {
    /// "Flickering Chess" / "Xiangqi".
    pub game: String,
    /// "Ann – Bob · 5 series · White to move · 2026-12-05 03:10".
    pub detail: String,
    /// Its autosave file.
    pub path: std::path::PathBuf,
}

/// How many Resume entries the menu has room for (two lines each): one per game
/// kind, so that it fits a 24-row terminal.
pub const RESUME_SHOWN: usize = 2;

impl StartMenu {
    /// The start menu in `lang`, nothing chosen or offered yet.
    pub fn new(lang: crate::i18n::Lang) -> StartMenu {
        StartMenu {
            lang,
            ..StartMenu::default()
        }
    }

    /// What the keys answer now.
    pub fn input_mode(&self) -> MenuInput {
        if self.load.is_some() {
            MenuInput::Load
        } else {
            MenuInput::Menu
        }
    }

    /// The key line for the current mode, from the key table (`⏎ open · Esc back`).
    /// The menu's help (`?`): its keys; `r` opens the rules, as the menu's entry does.
    pub fn help_screen(&self, settings: &crate::play::Settings) -> crate::tui::help::HelpScreen {
        use crate::words::Say;
        let lang = self.lang;
        let keys = crate::tui::keys::help_lines_in(
            lang,
            MENU_KEYS,
            MenuInput::Menu,
            crate::tui::keys::Facts::EVERYTHING,
            6,
        );
        let title = format!(" {} ", crate::words::menus::MenuText::HelpTitle.say(lang));
        let rules =
            crate::tui::rules::RulesScreen::of(crate::session::GameKind::Flickering, settings);
        crate::tui::help::HelpScreen::new(title, Vec::new(), (keys, 6), rules, lang)
    }

    pub fn key_line(&self) -> String {
        crate::tui::keys::bar_line_in(self.lang, MENU_KEYS, self.input_mode())
    }

    /// The entries listed now: a Resume entry first for each game to resume (as
    /// many as there is room for).
    pub fn entries(&self) -> Vec<StartItem> {
        let mut v: Vec<StartItem> = (0..self.shown_offers().len())
            .map(StartItem::Resume)
            .collect();
        v.extend(StartItem::ALL);
        v
    }

    /// The games in progress the Resume entries offer.
    fn shown_offers(&self) -> &[ResumeOffer] {
        &self.resume[..self.resume.len().min(RESUME_SHOWN)]
    }

    /// The game the entry `item` resumes, if it is a Resume entry listed now.
    pub fn offer(&self, item: StartItem) -> Option<&ResumeOffer> {
        match item {
            StartItem::Resume(i) => self.shown_offers().get(i),
            _ => None,
        }
    }

    /// The entry chosen (the first game if the chosen one is not listed).
    pub fn chosen(&self) -> StartItem {
        if self.entries().contains(&self.selected) {
            self.selected
        } else {
            StartItem::default()
        }
    }

    /// Move the selection `by` entries, round the list.
    pub fn step(&mut self, by: isize) {
        let entries = self.entries();
        let n = entries.len() as isize;
        let at = entries
            .iter()
            .position(|e| *e == self.chosen())
            .unwrap_or(0) as isize;
        self.selected = entries[(at + by).rem_euclid(n) as usize];
    }

    /// The height of the menu (each Resume entry takes two lines, and a gap or
    /// the line of how many more follows them).
    pub fn height(&self) -> u16 {
        match self.shown_offers().len() {
            0 => MENU_HEIGHT,
            n => MENU_HEIGHT + 2 * n as u16 + 1,
        }
    }

    /// How wide the entries are drawn: the menu's width, or more for a long
    /// Resume entry or a long entry in the chosen language (up to `room`), so
    /// that the entries stay one left-aligned block.
    fn entry_width(&self, room: u16) -> usize {
        let resume = (self.shown_offers().iter())
            .map(|offer| {
                let head = offer.game.chars().count() + 13;
                let detail = offer.detail.chars().count() + 6;
                head.max(detail)
            })
            .max()
            .unwrap_or(0);
        let entries = StartItem::ALL
            .iter()
            .map(|item| item.text().say(self.lang).chars().count() + 6)
            .max()
            .unwrap_or(0);
        let longest = resume.max(entries);
        longest.clamp(usize::from(MENU_WIDTH), usize::from(room.max(MENU_WIDTH)))
    }

    /// The lines of the entries, top to bottom, each with the entry it belongs to
    /// (the gap after Resume belongs to none), `room` columns at most.
    fn entry_lines(&self, room: u16) -> Vec<(Option<StartItem>, Line<'static>)> {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let chosen = self.chosen();
        let style = |item| {
            if item == chosen {
                bold.fg(Color::Black).bg(Color::Cyan)
            } else {
                Style::new()
            }
        };
        let marker = |item| if item == chosen { "▶" } else { " " };
        let mut lines = Vec::new();
        let w = self.entry_width(room);
        for (i, offer) in self.shown_offers().iter().enumerate() {
            let r = StartItem::Resume(i);
            let resume = MenuText::Resume.say(self.lang);
            // `0` resumes the newest; the others are reached with the arrows.
            let number = if i == 0 { "0." } else { "  " };
            let head = format!("{}  {number} {resume} {}", marker(r), offer.game);
            // The heads bold, so that each game stands out over its detail line.
            let head_style = if r == chosen { style(r) } else { bold };
            lines.push((
                Some(r),
                Line::styled(format!("{:<w$}", cut(&head, w)), head_style),
            ));
            let detail = format!("      {}", offer.detail);
            let detail_style = if r == chosen {
                style(r)
            } else {
                Style::new().fg(Color::Gray)
            };
            lines.push((
                Some(r),
                Line::styled(format!("{:<w$}", cut(&detail, w)), detail_style),
            ));
        }
        let more = self.resume.len().saturating_sub(RESUME_SHOWN);
        if more > 0 {
            let text = MenuText::MoreInProgress(more).say(self.lang);
            let text = format!("      {}", cut(&text, w.saturating_sub(6)));
            lines.push((
                None,
                Line::styled(format!("{text:<w$}"), Style::new().fg(Color::Gray)),
            ));
        } else if !self.resume.is_empty() {
            lines.push((None, Line::raw("")));
        }
        for (i, item) in StartItem::ALL.iter().enumerate() {
            // Numbers right-aligned: there are ten entries.
            let label = item.text().say(self.lang);
            let text = format!("{} {:>2}. {label}", marker(*item), i + 1);
            lines.push((
                Some(*item),
                Line::styled(format!("{text:<w$}"), style(*item)),
            ));
        }
        lines
    }

    /// The entry drawn at screen row `row` when the menu fills `area`.
    pub fn item_at(&self, area: Rect, row: u16) -> Option<StartItem> {
        let top = area.y + area.height.saturating_sub(self.height()) / 2 + 3;
        let i = usize::from(row.checked_sub(top)?);
        self.entry_lines(area.width.min(2 * MENU_WIDTH))
            .get(i)
            .and_then(|(item, _)| *item)
    }
}

/// The start screen's state.
#[derive(Clone, Debug, Default)]
pub struct StartMenu {
    /// The entry chosen.
    pub selected: StartItem,
    pub message: Option<String>,
    /// "Load a game" is open: the records list and the path line.
    pub load: Option<Box<LoadScreen>>,
    /// A review was opened from the records list (Ctrl-R): back from it, the
    /// list is shown again as it was left, not the menu.
    pub reviewing_from_list: bool,
    /// The autosaved games in progress, newest first, offered by the Resume
    /// entries (as many as there is room for).
    pub resume: Vec<ResumeOffer>,
    /// The language of the menu.
    pub lang: crate::i18n::Lang,
}

pub const MENU_WIDTH: u16 = 40;
/// The menu's height without a Resume entry.
pub const MENU_HEIGHT: u16 = 8 + StartItem::ALL.len() as u16;

impl Widget for &StartMenu {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if let Some(load) = &self.load {
            load.render_with_keys(&self.key_line(), area, buf);
            return;
        }
        let height = self.height();
        if area.width < MENU_WIDTH || area.height < height {
            render_too_small(area, buf, (MENU_WIDTH, height), self.lang);
            return;
        }
        let y = area.y + (area.height - height) / 2;
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut lines = vec![
            Line::styled("duochess", bold.fg(Color::Cyan)),
            Line::raw(MenuText::Tagline.say(self.lang)),
            Line::raw(""),
        ];
        let width = area.width.min(2 * MENU_WIDTH);
        lines.extend(self.entry_lines(width).into_iter().map(|(_, line)| line));
        lines.push(Line::raw(""));
        lines.push(Line::styled(self.key_line(), Style::new().fg(Color::Gray)));
        if let Some(m) = &self.message {
            lines.push(Line::styled(m.clone(), Style::new().fg(Color::Yellow)));
        }
        // The menu is centred on its minimum height; longer text (an error) runs on
        // below it as far as the screen goes. It may also be wider than the menu,
        // centred the same way.
        let x = area.x + (area.width - width) / 2;
        let rect = Rect::new(x, y, width, area.bottom() - y);
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: false })
            .render(rect, buf);
    }
}
