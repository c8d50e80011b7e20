//! The settings screen: language, notation, pieces, theme, board flip, the
//! default clock and the line mode (`plain`, for the commands started after it), shown over the screen it was opened from (the start menu or a
//! game). ↑↓ choose a row, ←→ change it — the change applies at once to the screen
//! behind — and ⏎ or Esc save to the settings file ([`crate::config`]) and go back.
//! Its keys are in [`crate::tui::keys::settings`]; the root opens and closes it.

use crate::config::{Config, Language, Notation, PieceStyle, Theme};
use crate::i18n::Lang;
use crate::play::settings::lang_of;
use crate::play::setup::CLOCK_PRESETS;
use crate::session::clock::TimeControl;
use crate::tui::keys::settings::{SettingsAction, SettingsInput, KEYS};
use crate::tui::screen::{Context, Message, Note, Outcome, Screen};
use crate::tui::widgets::text::{clear_overlay, fit, render_too_small};
use crate::words::menus::{SettingsSaved, SettingsText};
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
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
    /// The line mode for screen readers (the settings file's `plain`): it changes
    /// nothing on the screens, only how `duochess play` (and `setup`, `practice`,
    /// `lessons`) start from the next time on.
    Plain,
}

impl SettingsRow {
    pub const ALL: [SettingsRow; 8] = [
        SettingsRow::Language,
        SettingsRow::Notation,
        SettingsRow::Pieces,
        SettingsRow::Theme,
        SettingsRow::Flip,
        SettingsRow::AutoFlip,
        SettingsRow::Clock,
        SettingsRow::Plain,
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
            SettingsRow::Plain => SettingsText::PlainLabel,
        }
    }

    /// The row's label in `lang`.
    pub fn label(self, lang: Lang) -> String {
        self.label_text().say(lang)
    }
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

    /// The settings screen over a screen in `lang` whose board has the colours
    /// `theme`, with the values of the settings file.
    pub fn open(cx: &Context, theme: Theme, lang: Lang) -> SettingsScreen {
        let remembered = &cx.remembered;
        let file = (remembered.file.as_ref()).map(|f| crate::core::text::shown_path(f.path()));
        SettingsScreen::new(remembered.config.clone(), theme, file).in_lang(lang)
    }

    /// Do what an action asks: a change goes at once to the settings the screens
    /// start with and to the screen behind; ⏎/Esc save and go back to it (so does
    /// Ctrl-C, before the program ends).
    pub fn act(&mut self, action: SettingsAction, cx: &mut Context) -> Outcome {
        match action {
            SettingsAction::Back => Outcome::BackWith(Note::Said(self.save(cx))),
            SettingsAction::Quit => {
                self.save(cx);
                Outcome::Quit
            }
            choice if self.handle(choice) => {
                crate::play::settings::apply_in(&self.config, self.lang, &mut cx.settings);
                crate::tui::widgets::theme::Colours::apply_to_terminal(cx.settings.theme);
                Outcome::Tell(Note::Settings {
                    config: Box::new(self.config.clone()),
                    lang: self.lang,
                })
            }
            _ => Outcome::Stay,
        }
    }

    /// Choose a row or change its value (what ⏎, Esc and Ctrl-C do is
    /// [`SettingsScreen::act`]'s); whether a value changed.
    pub fn handle(&mut self, action: SettingsAction) -> bool {
        match action {
            SettingsAction::Up => self.row = step(&SettingsRow::ALL, self.row, -1),
            SettingsAction::Down => self.row = step(&SettingsRow::ALL, self.row, 1),
            SettingsAction::Adjust(by) => {
                self.adjust(by);
                return true;
            }
            SettingsAction::Back | SettingsAction::Quit => {}
        }
        false
    }

    /// Save the values in the settings file; what to say about it.
    fn save(&self, cx: &mut Context) -> Message {
        let lang = self.lang;
        let (text, error) = match &cx.remembered.file {
            None => (SettingsSaved::NoFolder.say(lang), true),
            Some(file) => {
                let path = crate::core::text::shown_path(file.path());
                match file.save(&self.config) {
                    Ok(crate::config::Saved { kept }) => {
                        let kept = kept.map(|kept| {
                            kept.file_name().map_or_else(
                                || crate::core::text::shown_path(&kept),
                                |n| n.to_string_lossy().into_owned(),
                            )
                        });
                        let saved = SettingsSaved::In {
                            path: &path,
                            kept: kept.as_deref(),
                        };
                        (saved.say(lang), false)
                    }
                    Err(e) => (SettingsSaved::NotSaved(&e).say(lang), true),
                }
            }
        };
        cx.remembered.config = self.config.clone();
        cx.remembered.note = None;
        Message { text, error }
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
            SettingsRow::Pieces => c.pieces = step(&PieceStyle::steps(), c.pieces, by),
            SettingsRow::Theme => {
                let now = c.theme.unwrap_or(self.shown_theme);
                c.theme = Some(step(&Theme::ALL, now, by));
            }
            SettingsRow::Flip => c.flip = !c.flip,
            SettingsRow::AutoFlip => c.auto_flip = !c.auto_flip,
            SettingsRow::Clock => c.clock = step(&clock_values(c.clock), c.clock, by),
            SettingsRow::Plain => c.plain = !c.plain,
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
            SettingsRow::Plain => SettingsText::Plain(c.plain),
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

impl Screen for SettingsScreen {
    fn handle(&mut self, event: &Event, _area: Rect, cx: &mut Context) -> Outcome {
        let Event::Key(key) = event else {
            return Outcome::Stay;
        };
        match crate::tui::keys::settings::settings_action_for_key(key) {
            Some(action) => self.act(action, cx),
            None => Outcome::Stay,
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        self.render(area, buf);
    }

    fn overlay(&self) -> bool {
        true
    }
}
