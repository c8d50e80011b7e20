//! A help screen over the screen it is about (a game, the editor): its keys and
//! commands in a box that scrolls and rewraps at any size, the key lines and the
//! commands each in two columns where the box has room for them; `r` opens the
//! rules of its game in its place, any other key closes it.

use crate::i18n::Lang;
use crate::tui::keys::help::{help_action_for_key, HelpAction, HelpInput, KEYS, SCROLL_LABEL};
use crate::tui::keys::{command_lines, two_columns, Facts};
use crate::tui::rules::RulesScreen;
use crate::tui::screen::{Context, Outcome, Screen};
use crate::tui::widgets::glyphs::width;
use crate::tui::widgets::scroll::{self, render_sign, Row, Scroll};
use crate::tui::widgets::text::{clear_overlay, render_hints};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Widget};

/// A help screen's state: its words, the rules it opens, and where it is scrolled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpScreen {
    /// The box's title.
    pub title: String,
    /// The lines over the keys.
    pub heading: Vec<String>,
    /// The key lines (`label  words`), in two columns where the box is wide enough.
    pub keys: Vec<String>,
    /// The lines after them (the editor's line about layouts).
    pub rest: Vec<String>,
    /// The `:` line's section: its heading lines, then each command as (usage,
    /// help), in two columns where they fit and there are many.
    pub commands: (Vec<String>, Vec<(String, String)>),
    rules: RulesScreen,
    pub scroll: Scroll,
    lang: Lang,
}

/// The key lines are paired into two columns when there are more than this many.
const ONE_COLUMN_MAX: usize = 10;
/// The commands are paired into two columns when there are more than this many.
const COMMANDS_ONE_COLUMN_MAX: usize = 6;

impl HelpScreen {
    /// A help screen: its `title`, the `heading` lines over the key lines `keys`
    /// (their words start `column` columns in; the help's own key to the rules
    /// joins them), and the `rules` it opens.
    pub fn new(
        title: String,
        heading: Vec<String>,
        (mut keys, column): (Vec<String>, usize),
        rules: RulesScreen,
        lang: Lang,
    ) -> HelpScreen {
        keys.extend(
            KEYS.iter()
                .filter(|b| {
                    b.keys
                        .iter()
                        .any(|(_, d)| matches!(d, crate::tui::keys::Do::Act(HelpAction::Rules)))
                })
                .map(|b| crate::tui::keys::help_line(lang, b, column)),
        );
        HelpScreen {
            title,
            heading,
            keys,
            rest: Vec::new(),
            commands: (Vec::new(), Vec::new()),
            rules,
            scroll: Scroll::default(),
            lang,
        }
    }

    /// Lines to follow the keys.
    pub fn with_lines(mut self, lines: Vec<String>) -> HelpScreen {
        self.rest.extend(lines);
        self
    }

    /// The `:` line's section ([`crate::tui::keys::command_section`]), last.
    pub fn with_commands(mut self, commands: (Vec<String>, Vec<(String, String)>)) -> HelpScreen {
        self.commands = commands;
        self
    }

    /// Every line, for a text `room` columns wide at most: the key lines and the
    /// commands in two columns when they fit.
    pub fn lines(&self, room: u16) -> Vec<String> {
        let fits = |lines: &[String]| lines.iter().all(|l| width(l) <= room);
        let paired = two_columns(self.keys.clone(), ONE_COLUMN_MAX);
        let keys = if fits(&paired) {
            paired
        } else {
            self.keys.clone()
        };
        let (head, commands) = &self.commands;
        let paired = command_lines(commands, commands.len() > COMMANDS_ONE_COLUMN_MAX);
        let commands = if fits(&paired) {
            paired
        } else {
            command_lines(commands, false)
        };
        self.heading
            .iter()
            .chain(&keys)
            .chain(&self.rest)
            .chain(head)
            .chain(&commands)
            .cloned()
            .collect()
    }

    /// The key bar (the scroll keys only when there is more than the box shows).
    pub fn key_bar(&self) -> Vec<(&'static str, &'static str)> {
        let mut bar = crate::tui::keys::bar_in(self.lang, KEYS, HelpInput::Text, Facts::default());
        if !self.scroll.overflows() {
            bar.retain(|(k, _)| *k != SCROLL_LABEL);
        }
        bar
    }
}

impl Screen for HelpScreen {
    fn handle(&mut self, event: &Event, _area: Rect, _cx: &mut Context) -> Outcome {
        if self.scroll.wheel(event) {
            return Outcome::Stay;
        }
        let Event::Key(key) = event else {
            return Outcome::Stay;
        };
        match help_action_for_key(key) {
            None => Outcome::Stay,
            Some(HelpAction::Scroll(a)) => {
                self.scroll.act(a);
                Outcome::Stay
            }
            Some(HelpAction::Rules) => Outcome::Replace(Box::new(self.rules.clone())),
            Some(HelpAction::Close) => Outcome::Back,
            Some(HelpAction::Quit) => Outcome::Quit,
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        if area.width < 8 || area.height < 4 {
            return;
        }
        let lines = self.lines(area.width - 2);
        // The title is not cut where the screen has room for it.
        let widest = lines.iter().map(|l| width(l)).chain([width(&self.title)]);
        let widest = widest.max().unwrap_or(0);
        // A column of room each side of the text, where the screen has it.
        let pad = u16::from(widest + 4 <= area.width);
        let mut w = (widest + 2 + 2 * pad).min(area.width);
        // A box one column narrower than the screen would leave a sliver of the
        // screen behind (half a word) at its side: it takes the whole width then.
        if area.width - w == 1 {
            w = area.width;
        }
        let rows: Vec<Row> = lines.into_iter().map(Row::hanging).collect();
        let inner_w = w - 2 - 2 * pad;
        let h = (scroll::height(&rows, inner_w) as u16 + 2).min(area.height);
        let rect = Rect::new(
            area.x + (area.width - w) / 2,
            area.y + (area.height - h) / 2,
            w,
            h,
        );
        // A blank column each side, where the screen has it: nothing behind touches
        // the box (the last letter of a longer line beside its border looks like a
        // part of it).
        let left = rect.x.saturating_sub(1).max(area.x);
        let right = (rect.right() + 1).min(area.right());
        clear_overlay(Rect::new(left, rect.y, right - left, h), buf);
        // The screen's own key bar is not for now: the help's keys take its row,
        // or the box's bottom border when the box reaches that row.
        let bar = Rect::new(area.x, area.bottom() - 1, area.width, 1);
        clear_overlay(bar, buf);
        Block::default()
            .borders(Borders::ALL)
            .title(self.title.clone())
            .render(rect, buf);
        let text = Rect::new(rect.x + 1 + pad, rect.y + 1, inner_w, h - 2);
        self.scroll.render(&rows, text, buf);
        // The bottom border: the keys, and where the text is when it scrolls.
        let sign = self.scroll.sign(self.lang);
        let sign_w = sign.as_deref().map_or(0, |s| width(s) + 2);
        let border = Rect::new(rect.x + 1, rect.bottom() - 1, w - 2, 1);
        let keys = match rect.bottom() == bar.bottom() {
            true => Rect::new(
                border.x + 1,
                border.y,
                border.width.saturating_sub(sign_w + 2),
                1,
            ),
            false => bar,
        };
        render_hints(&self.key_bar(), keys, buf);
        render_sign(sign, border, buf);
    }

    fn overlay(&self) -> bool {
        true
    }
}
