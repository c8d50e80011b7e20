//! The settings screen: language, notation, pieces, theme, board flip and the
//! default clock, shown over the screen it was opened from (the start menu or a
//! game). ↑↓ choose a row, ←→ change it — the change applies at once to the screen
//! behind — and ⏎ or Esc save to the settings file ([`crate::config`]) and go back.
//! Its keys are in [`crate::tui::keys::settings`]; the root opens and closes it.

use crate::config::{Config, Language, Notation, PieceStyle, Theme};
use crate::i18n::Lang;
use crate::play::settings::lang_of;
use crate::session::clock::TimeControl;
use crate::tui::keys::settings::{SettingsAction, SettingsInput, KEYS};
use crate::tui::new_game::CLOCK_PRESETS;
use crate::tui::widgets::text::{clear_overlay, fit, render_too_small};
use crate::words::menus::SettingsText;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

/// A row of the screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SettingsRow {
    Language,
    Notation,
    Pieces,
    Theme,
    Flip,
    AutoFlip,
    Clock,
}

impl SettingsRow {
    pub const ALL: [SettingsRow; 7] = [
        SettingsRow::Language,
        SettingsRow::Notation,
        SettingsRow::Pieces,
        SettingsRow::Theme,
        SettingsRow::Flip,
        SettingsRow::AutoFlip,
        SettingsRow::Clock,
    ];

    /// The row's label.
    pub const fn label_text(self) -> SettingsText<'static> {
        match self {
            SettingsRow::Language => SettingsText::LanguageLabel,
            SettingsRow::Notation => SettingsText::NotationLabel,
            SettingsRow::Pieces => SettingsText::PiecesLabel,
            SettingsRow::Theme => SettingsText::ThemeLabel,
            SettingsRow::Flip => SettingsText::FlipLabel,
            SettingsRow::AutoFlip => SettingsText::AutoFlipLabel,
            SettingsRow::Clock => SettingsText::ClockLabel,
        }
    }

    /// The row's label in `lang`.
    pub fn label(self, lang: Lang) -> String {
        self.label_text().say(lang)
    }
}

/// What a key did on the settings screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsOutcome {
    Stay,
    /// A value changed: the screen behind takes it now.
    Changed,
    /// Save and go back.
    Back,
    Quit,
}

/// The settings screen's state: the values as they are now, and the row chosen.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsScreen {
    pub row: SettingsRow,
    pub config: Config,
    /// The theme on screen when none is remembered (`NO_COLOR` chose it).
    pub shown_theme: Theme,
    /// Where the settings file is, as shown (`None`: there is no settings folder).
    pub file: Option<String>,
    /// The language the screen (and the screen behind) is in: the one in effect
    /// when it opened, then the language row's as it changes.
    pub lang: Lang,
    /// The language when the row says none is chosen (`--lang`, or the locale's).
    pub unchosen_lang: Lang,
}

/// The next value in `values` after (`by` = 1) or before (-1) `now`, round the list.
fn step<T: PartialEq + Copy>(values: &[T], now: T, by: i8) -> T {
    let n = values.len() as isize;
    let at = values.iter().position(|v| *v == now).unwrap_or(0) as isize;
    values[(at + isize::from(by)).rem_euclid(n) as usize]
}

/// The clock values the row offers: none, the presets, and the remembered one if it
/// is none of them.
fn clock_values(now: Option<TimeControl>) -> Vec<Option<TimeControl>> {
    let mut v: Vec<Option<TimeControl>> = std::iter::once(None)
        .chain(
            CLOCK_PRESETS
                .iter()
                .map(|&(m, s)| Some(TimeControl::new(m, s))),
        )
        .collect();
    if !v.contains(&now) {
        v.insert(1, now);
    }
    v
}

impl SettingsScreen {
    pub fn new(config: Config, shown_theme: Theme, file: Option<String>) -> SettingsScreen {
        let config_language = config.language;
        SettingsScreen {
            row: SettingsRow::Language,
            config,
            shown_theme,
            file,
            lang: lang_of(config_language),
            unchosen_lang: Lang::from_env(),
        }
    }

    /// The screen opened in `lang`, the language in effect (from `--lang`, the
    /// settings file or the locale): with no language remembered, `lang` is what
    /// "none chosen" stands for.
    pub fn in_lang(mut self, lang: Lang) -> SettingsScreen {
        self.lang = lang;
        if self.config.language.is_none() {
            self.unchosen_lang = lang;
        }
        self
    }

    /// The screen's language: the one in effect, then the language row's, so a
    /// change there shows at once.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Where the settings are saved, or why they are not (under the rows).
    pub fn file_line(&self) -> String {
        match &self.file {
            Some(path) => SettingsText::SavedIn(path),
            None => SettingsText::NoFolder,
        }
        .say(self.lang())
    }

    pub fn input_mode(&self) -> SettingsInput {
        SettingsInput::Rows
    }

    pub fn handle(&mut self, action: SettingsAction) -> SettingsOutcome {
        match action {
            SettingsAction::Up => self.row = step(&SettingsRow::ALL, self.row, -1),
            SettingsAction::Down => self.row = step(&SettingsRow::ALL, self.row, 1),
            SettingsAction::Adjust(by) => {
                self.adjust(by);
                return SettingsOutcome::Changed;
            }
            SettingsAction::Back => return SettingsOutcome::Back,
            SettingsAction::Quit => return SettingsOutcome::Quit,
        }
        SettingsOutcome::Stay
    }

    /// Change the chosen row's value.
    fn adjust(&mut self, by: i8) {
        let c = &mut self.config;
        match self.row {
            SettingsRow::Language => {
                c.language = step(
                    &[None, Some(Language::En), Some(Language::Uk)],
                    c.language,
                    by,
                );
                self.lang = match c.language {
                    None => self.unchosen_lang,
                    chosen => lang_of(chosen),
                };
            }
            SettingsRow::Notation => {
                c.notation = step(
                    &[
                        None,
                        Some(Notation::Algebraic),
                        Some(Notation::Wxf),
                        Some(Notation::Chinese),
                        Some(Notation::Seed),
                        Some(Notation::Coordinates),
                    ],
                    c.notation,
                    by,
                )
            }
            SettingsRow::Pieces => {
                c.pieces = step(&[PieceStyle::Symbols, PieceStyle::Letters], c.pieces, by)
            }
            SettingsRow::Theme => {
                let now = c.theme.unwrap_or(self.shown_theme);
                c.theme = Some(step(
                    &[Theme::Default, Theme::HighContrast, Theme::Mono],
                    now,
                    by,
                ));
            }
            SettingsRow::Flip => c.flip = !c.flip,
            SettingsRow::AutoFlip => c.auto_flip = !c.auto_flip,
            SettingsRow::Clock => c.clock = step(&clock_values(c.clock), c.clock, by),
        }
    }

    /// The value of `row` in words.
    pub fn value(&self, row: SettingsRow) -> String {
        let c = &self.config;
        match row {
            SettingsRow::Language => SettingsText::Language(c.language),
            SettingsRow::Notation => SettingsText::Notation(c.notation),
            SettingsRow::Pieces => SettingsText::Pieces(c.pieces),
            SettingsRow::Theme => SettingsText::Theme {
                theme: c.theme.unwrap_or(self.shown_theme),
                chosen: c.theme.is_some(),
            },
            SettingsRow::Flip => SettingsText::Flip(c.flip),
            SettingsRow::AutoFlip => SettingsText::AutoFlip(c.auto_flip),
            SettingsRow::Clock => SettingsText::Clock(c.clock),
        }
        .say(self.lang())
    }

    /// The key line, from the key table.
    pub fn key_line(&self) -> String {
        crate::tui::keys::bar_line_in(self.lang(), KEYS, self.input_mode())
    }
}

/// The box's size: wide enough for the longest value, at most 80×24.
pub const BOX_WIDTH: u16 = 64;
pub const BOX_HEIGHT: u16 = SettingsRow::ALL.len() as u16 + 8;

impl Widget for &SettingsScreen {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width < BOX_WIDTH.min(60) || area.height < BOX_HEIGHT {
            render_too_small(area, buf, (60, BOX_HEIGHT), self.lang());
            return;
        }
        let w = area.width.min(BOX_WIDTH);
        let rect = Rect::new(
            area.x + (area.width - w) / 2,
            area.y + (area.height - BOX_HEIGHT) / 2,
            w,
            BOX_HEIGHT,
        );
        clear_overlay(rect, buf);
        let inner = w.saturating_sub(2);
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let chosen = bold.fg(Color::Black).bg(Color::Cyan);
        let mut lines = vec![Line::raw("")];
        // The labels in a column as wide as the longest (11 in English).
        let column = SettingsRow::ALL
            .iter()
            .map(|r| r.label(self.lang()).chars().count())
            .max()
            .unwrap_or(0)
            .max(11);
        for row in SettingsRow::ALL {
            let here = row == self.row;
            let value = self.value(row);
            let value = if here {
                format!("◀ {value} ▶")
            } else {
                format!("  {value}")
            };
            let text = fit(
                &format!(" {:<column$} {value}", row.label(self.lang())),
                inner,
            );
            // The chosen row is lit across the box.
            let pad = usize::from(inner.saturating_sub(crate::tui::widgets::glyphs::width(&text)));
            let text = format!("{text}{}", " ".repeat(pad));
            lines.push(Line::styled(text, if here { chosen } else { Style::new() }));
        }
        lines.push(Line::raw(""));
        let gray = Style::new().fg(Color::Gray);
        lines.push(Line::styled(
            fit(&format!(" {}", self.file_line()), inner),
            gray,
        ));
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            fit(&format!(" {}", self.key_line()), inner),
            gray,
        ));
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", SettingsText::Title.say(self.lang())))
                    .title_style(bold.fg(Color::Cyan)),
            )
            .render(rect, buf);
    }
}
