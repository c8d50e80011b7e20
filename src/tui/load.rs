//! "Load a game": the autosaved games in progress, then the records of the data
//! folder, newest first (game, players, when saved, result, length), chosen with the
//! arrows, and a path line below as the
//! fallback for any other file, completed with Tab. A file that cannot be read is
//! listed with its problem; opening one that fails says why and the list stays.
//! Its keys are in [`crate::tui::keys::menu`] (the `Load` mode); opening the file
//! chosen is [`crate::tui::root`]'s.

use crate::i18n::Lang;
use crate::play::records::{expand_path, locate_record, LineCompleter};
use crate::record::listing::{self, RecordEntry, RecordSummary};
use crate::session::GameKind;
use crate::tui::keys::menu::MenuAction;
use crate::tui::widgets::glyphs::width;
use crate::tui::widgets::text::{fit, padded};
use crate::words::menus::LoadText;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use std::path::PathBuf;

/// The smallest screen the list is drawn on.
pub const LOAD_MIN: (u16, u16) = (40, 12);

/// The "Load a game" screen's state.
#[derive(Clone, Debug, Default)]
pub struct LoadScreen {
    /// The records folder (relative paths are in it); `None`: no data folder.
    pub folder: Option<PathBuf>,
    pub entries: Vec<RecordEntry>,
    /// How many of the entries, first, are autosaved games in progress.
    pub in_progress: usize,
    /// Why the folder could not be listed.
    pub list_error: Option<crate::record::StoreError>,
    pub selected: usize,
    /// The path typed (empty: ⏎ opens the record chosen in the list).
    pub path: String,
    completer: LineCompleter,
    /// A note below the path line (Tab's choices, or why a file did not open).
    pub note: Option<Note>,
    /// How many rows the list had when last drawn (for a page up or down).
    page: std::cell::Cell<usize>,
    /// Where the list was last drawn: the screen row of its first entry, that
    /// entry's index and how many were drawn (for the mouse).
    drawn: std::cell::Cell<(u16, usize, usize)>,
    /// The language the screen is in.
    pub lang: Lang,
}

/// A line for the player under the path line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub text: String,
    pub error: bool,
}

/// What the screen asks of the root after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadOutcome {
    Stay,
    /// Back to the menu.
    Back,
    Quit,
    /// Open this file (the root says why, in [`LoadScreen::note`], if it fails).
    Open(PathBuf),
    /// Review this file (the same way).
    Review(PathBuf),
}

impl LoadScreen {
    /// The list of the records in `folder` (`None`: no data folder, only the path line).
    pub fn new(folder: Option<PathBuf>, lang: Lang) -> LoadScreen {
        let (entries, list_error) = match &folder {
            Some(f) => match listing::list_records(f) {
                Ok(entries) => (entries, None),
                Err(e) => (Vec::new(), Some(e)),
            },
            None => (Vec::new(), None),
        };
        LoadScreen {
            folder,
            entries,
            list_error,
            lang,
            ..LoadScreen::default()
        }
    }

    /// The autosaved games in progress at `paths` listed first, newest first (they
    /// are resumed when opened).
    pub fn with_autosaves(mut self, paths: Vec<std::path::PathBuf>) -> LoadScreen {
        let mut entries = listing::list_files(paths);
        self.in_progress = entries.len();
        entries.append(&mut self.entries);
        self.entries = entries;
        self
    }

    /// The record chosen in the list, if any.
    pub fn chosen(&self) -> Option<&RecordEntry> {
        self.entries.get(self.selected)
    }

    pub fn handle(&mut self, action: MenuAction) -> LoadOutcome {
        let last = self.entries.len().saturating_sub(1);
        let page = self.page.get().max(1);
        use MenuAction as A;
        match action {
            A::Up => self.selected = self.selected.saturating_sub(1),
            A::Down => self.selected = (self.selected + 1).min(last),
            A::PageUp => self.selected = self.selected.saturating_sub(page),
            A::PageDown => self.selected = (self.selected + page).min(last),
            A::First => self.selected = 0,
            A::Last => self.selected = last,
            A::Type(c) => {
                self.path.push(c);
                self.note = None;
            }
            A::Erase => {
                self.path.pop();
                self.note = None;
            }
            A::Complete => {
                self.note = self
                    .completer
                    .tab(&mut self.path, self.folder.as_deref())
                    .map(|note| Note {
                        text: note.say(self.lang),
                        error: false,
                    });
            }
            A::Review => {
                return match self.handle(A::Open) {
                    LoadOutcome::Open(path) => LoadOutcome::Review(path),
                    other => other,
                }
            }
            A::Open => {
                let typed = self.path.trim();
                if !typed.is_empty() {
                    return LoadOutcome::Open(locate_record(
                        &expand_path(typed),
                        self.folder.as_deref(),
                    ));
                }
                match self.chosen() {
                    Some(entry) => return LoadOutcome::Open(entry.path.clone()),
                    None => {
                        self.note = Some(Note {
                            text: LoadText::NothingToOpen.say(self.lang),
                            error: true,
                        })
                    }
                }
            }
            A::Back => return LoadOutcome::Back,
            A::Quit => return LoadOutcome::Quit,
            A::Choose | A::Pick(_) | A::Resume | A::Help => {}
        }
        LoadOutcome::Stay
    }

    /// The entry drawn at screen row `row`, if any (as last drawn).
    pub fn entry_at(&self, row: u16) -> Option<usize> {
        let (top, first, shown) = self.drawn.get();
        let i = usize::from(row.checked_sub(top)?);
        (i < shown).then_some(first + i)
    }

    /// A click on screen row `row`: a record is chosen, or opened when it was
    /// chosen already.
    pub fn click(&mut self, row: u16) -> LoadOutcome {
        match self.entry_at(row) {
            Some(i) if i == self.selected => self.handle(MenuAction::Open),
            Some(i) => {
                self.selected = i;
                LoadOutcome::Stay
            }
            None => LoadOutcome::Stay,
        }
    }

    /// Text pasted into the path line.
    pub fn paste(&mut self, text: &str) {
        self.path.push_str(text);
        self.note = None;
    }
}

/// The widths of the columns game, players, saved, result, length and file for a
/// list `width` wide, the result column wide enough for `result` characters (the
/// file only where there is room, on a list as wide as in English; players take
/// the rest).
fn columns(width: usize, result: usize) -> [usize; 6] {
    let (game, saved, result, length) = (12, 18, (result + 2).max(12), 11);
    let rest = width.saturating_sub(game + saved + result + length);
    let (players, file) = if rest + (result - 12) >= 60 {
        (rest - 34, 34)
    } else {
        (rest, 0)
    };
    [game, players, saved, result, length, file]
}

/// `cells` in the columns of [`columns`], each cut to leave a gap after it.
fn in_columns(cells: [&str; 6], widths: [usize; 6]) -> String {
    let mut text = String::new();
    for (cell, w) in cells.iter().zip(widths) {
        if w > 0 {
            let cell = fit(cell, u16::try_from(w.saturating_sub(2)).unwrap_or(u16::MAX));
            text.push_str(&padded(&cell, w));
        }
    }
    text.trim_end().to_string()
}

/// A record's game, players, result and length in `lang`.
struct Described {
    game: String,
    players: String,
    result: String,
    length: String,
}

/// The result column's words for a record result (`1-0`, `0-1`, `1/2-1/2`, `*`).
fn result_words(lang: Lang, kind: GameKind, token: &str) -> String {
    LoadText::Result { kind, token }.say(lang)
}

/// The longest result words of `lang` (the result column is as wide).
fn longest_result(lang: Lang) -> usize {
    [GameKind::Flickering, GameKind::Xiangqi]
        .into_iter()
        .flat_map(|kind| ["1-0", "0-1", "1/2-1/2", "*"].map(|r| result_words(lang, kind, r)))
        .chain([LoadText::InProgress.say(lang)])
        .map(|w| usize::from(width(&w)))
        .max()
        .unwrap_or(0)
}

/// A record's columns; `in_progress`: it is an autosaved game in progress.
fn describe(lang: Lang, s: &RecordSummary, in_progress: bool) -> Described {
    let result = if in_progress {
        LoadText::InProgress.say(lang)
    } else {
        result_words(lang, s.kind, &s.result)
    };
    Described {
        game: LoadText::Game(s.kind).say(lang),
        players: LoadText::Players(s).say(lang),
        result,
        length: LoadText::Length {
            kind: s.kind,
            turns: s.turns,
        }
        .say(lang),
    }
}

/// One row of the list, `width` wide: the columns, or the file's problem;
/// `in_progress`: an autosaved game in progress.
fn row(lang: Lang, (entry, in_progress): (&RecordEntry, bool), width: usize) -> (String, bool) {
    let saved = entry.saved.clone().unwrap_or_else(|| "?".into());
    match &entry.summary {
        Ok(s) => {
            let d = describe(lang, s, in_progress);
            let cells = [
                d.game.as_str(),
                &d.players,
                &saved,
                &d.result,
                &d.length,
                &entry.name,
            ];
            (
                in_columns(cells, columns(width, longest_result(lang))),
                false,
            )
        }
        Err(problem) => {
            let text = LoadText::CannotOpen {
                name: &entry.name,
                problem,
            };
            (text.say(lang), true)
        }
    }
}

/// The header over the rows, in the same columns.
fn header(lang: Lang, width: usize) -> String {
    let words = [
        LoadText::ColumnGame,
        LoadText::ColumnPlayers,
        LoadText::ColumnSaved,
        LoadText::ColumnResult,
        LoadText::ColumnLength,
        LoadText::ColumnFile,
    ]
    .map(|text| text.say(lang));
    in_columns(
        words.each_ref().map(String::as_str),
        columns(width, longest_result(lang)),
    )
}

impl LoadScreen {
    /// Draw the screen with `keys` as its key line.
    pub fn render_with_keys(&self, keys: &str, area: Rect, buf: &mut Buffer) {
        if area.width < LOAD_MIN.0 || area.height < LOAD_MIN.1 {
            crate::tui::widgets::text::render_too_small(area, buf, LOAD_MIN, self.lang);
            return;
        }
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let dim = Style::new().fg(Color::Gray);
        let inner = Rect::new(
            area.x + 1,
            area.y,
            area.width.saturating_sub(2),
            area.height,
        );
        let width = usize::from(inner.width);
        let lang = self.lang;
        let mut top = vec![Line::styled(
            LoadText::Title.say(lang),
            bold.fg(Color::Cyan),
        )];
        match &self.folder {
            Some(f) => top.push(Line::styled(LoadText::RecordsIn(f).say(lang), dim)),
            None => top.push(Line::styled(LoadText::NoDataFolder.say(lang), dim)),
        }
        top.push(Line::raw(""));
        // The bottom: the chosen file, the path line, the note, the keys.
        let mut bottom = Vec::new();
        let autosave = self.selected < self.in_progress;
        match self.chosen().map(|e| (&e.name, &e.summary)) {
            Some((_, Ok(_))) if autosave => {
                let path = &self.entries[self.selected].path;
                bottom.push(Line::styled(LoadText::InProgressFile(path).say(lang), dim));
            }
            Some((name, Ok(_))) => bottom.push(Line::styled(LoadText::File(name).say(lang), dim)),
            Some((name, Err(problem))) => bottom.push(Line::styled(
                LoadText::FileBroken { name, problem }.say(lang),
                Style::new().fg(Color::Red),
            )),
            None => {}
        }
        bottom.push(Line::from(vec![
            Span::styled(
                format!("{} ", LoadText::OrAPath.say(lang)),
                bold.fg(Color::Yellow),
            ),
            Span::raw(self.path.clone()),
            Span::styled("█", dim),
        ]));
        if let Some(note) = &self.note {
            let style = if note.error {
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)
            } else {
                Style::new().fg(Color::Yellow)
            };
            bottom.push(Line::styled(note.text.clone(), style));
        }
        // The key line wraps between keys, never between a key and its words.
        let keys = keys
            .split(" · ")
            .map(|k| k.replace(' ', "\u{a0}"))
            .collect::<Vec<_>>()
            .join(" · ");
        bottom.push(Line::styled(keys, dim));
        // A long note (an error with a path) wraps onto more lines: the rows are
        // counted as the paragraph wraps them (at words, wide characters whole).
        let bottom = Paragraph::new(bottom).wrap(Wrap { trim: false });
        let bottom_rows = u16::try_from(bottom.line_count(inner.width)).unwrap_or(u16::MAX);
        let list_rows = inner
            .height
            .saturating_sub(top.len() as u16 + bottom_rows + 1);
        let mut lines = top;
        if let Some(e) = &self.list_error {
            lines.push(Line::styled(
                e.say(lang),
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            ));
        } else if self.entries.is_empty() {
            lines.push(Line::raw(LoadText::NoRecords.say(lang)));
        } else {
            lines.push(Line::styled(format!("  {}", header(lang, width - 2)), bold));
            let visible = usize::from(list_rows.saturating_sub(1)).max(1);
            self.page.set(visible);
            let first = self.selected.saturating_sub(visible - 1);
            let above: usize = lines
                .iter()
                .map(|l| l.width().div_ceil(width.max(1)).max(1))
                .sum();
            let shown = visible.min(self.entries.len() - first);
            self.drawn.set((inner.y + above as u16, first, shown));
            for (i, entry) in self.entries.iter().enumerate().skip(first).take(visible) {
                let (text, broken) = row(lang, (entry, i < self.in_progress), width - 2);
                let chosen = i == self.selected;
                let marker = if chosen { "▶ " } else { "  " };
                let style = match (chosen, broken) {
                    (true, _) => bold.fg(Color::Black).bg(Color::Cyan),
                    (false, true) => Style::new().fg(Color::Red),
                    (false, false) => Style::new(),
                };
                lines.push(Line::styled(
                    format!("{marker}{}", padded(&text, width - 2)),
                    style,
                ));
            }
            if self.entries.len() > visible {
                lines.push(Line::styled(
                    format!(
                        "  {}",
                        LoadText::Shown {
                            first: first + 1,
                            last: (first + visible).min(self.entries.len()),
                            count: self.entries.len(),
                        }
                        .say(lang)
                    ),
                    dim,
                ));
            }
        }
        // The list above, the bottom under it: where both do not fit, the bottom
        // (the path being typed, the keys) keeps its rows and the list is cut, so
        // that neither is drawn over the other.
        let y = inner.bottom().saturating_sub(bottom_rows).max(inner.y);
        let above = Rect::new(inner.x, inner.y, inner.width, y - inner.y);
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(above, buf);
        let rest = Rect::new(inner.x, y, inner.width, inner.bottom() - y);
        bottom.render(rest, buf);
    }
}
