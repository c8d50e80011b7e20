//! Drawing the game screen from the app's state: board, side panel, message line, key
//! bar, and the overlays (help, too-small). Rendering reads state and never changes it.

use crate::core::Side;
use crate::session::{GameKind, GameResult};
use crate::tui::game::{App, Mode, Question};
use crate::tui::keys::game::{COMMAND_HELP, KEYS};
use crate::tui::keys::InputMode;
use crate::tui::port::Snapshot;
use crate::tui::widgets::board::{BoardPicture, BoardView};
use crate::tui::widgets::glyphs::width;
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::text::{
    clear_overlay, command_line, fit, render_help_box, render_hints, render_too_small, wrap_to,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

impl App {
    /// The snapshot being browsed, if browsing.
    pub fn browsed(&self) -> Option<Snapshot> {
        match self.mode {
            Mode::Browse { index } => self.game.snapshot_at(index),
            _ => None,
        }
    }

    /// What the board shows now: the live game, or a browsed position.
    pub fn picture(&self, browsed: Option<&Snapshot>) -> BoardPicture {
        match browsed {
            Some(s) => BoardPicture {
                cells: s.cells.clone(),
                last_moves: s.last_moves.clone(),
                checked: s.checked.clone(),
                file_numbers: self.settings.file_numbers,
                ..BoardPicture::default()
            },
            None => {
                let shape = self.game.shape();
                BoardPicture {
                    cells: shape.cells().map(|c| self.game.piece_at(c)).collect(),
                    last_moves: self.game.last_moves(),
                    checked: self.game.checked(),
                    moved: self.game.moved_this_series(),
                    cursor: Some(self.cursor),
                    selected: self.selected,
                    destinations: self.destinations.clone(),
                    attacked: if self.practice.show_attacks {
                        self.game.opponent_attacks()
                    } else {
                        Vec::new()
                    },
                    file_numbers: self.settings.file_numbers,
                }
            }
        }
    }
}

/// The label of the current turn: `3a` / `3b` (Flickering series), or the move number.
pub fn turn_label(kind: GameKind, number: u32, turn: Side) -> String {
    match kind {
        GameKind::Flickering => format!("series {number}{}", turn.fold('a', 'b')),
        GameKind::Xiangqi => format!("move {number}"),
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let shape = self.game.shape();
        match ScreenLayout::compute(area, shape, self.settings.flipped) {
            ScreenLayout::TooSmall { need } => render_too_small(area, buf, need),
            ScreenLayout::Game {
                board,
                panel,
                message,
                keybar,
            } => {
                let browsed = self.browsed();
                let picture = self.picture(browsed.as_ref());
                let view = BoardView {
                    geometry: board,
                    picture: &picture,
                    style: self.settings.style,
                    theme: self.settings.theme,
                };
                (&view).render(board.area, buf);
                render_panel(self, browsed.as_ref(), panel, buf);
                render_message(self, message, buf);
                render_keybar(self, keybar, buf);
                if let Mode::Promotion { .. } = self.mode {
                    render_promotion(self, board.area, buf);
                }
                if self.help {
                    render_help(self, area, buf);
                }
            }
        }
    }
}

fn render_panel(app: &App, browsed: Option<&Snapshot>, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    let game = &*app.game;
    let kind = game.kind();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines: Vec<Line> = Vec::new();
    let push_wrapped = |lines: &mut Vec<Line>, text: &str, style: Style| {
        for l in wrap_to(text, area.width) {
            lines.push(Line::styled(l, style));
        }
    };
    lines.push(Line::styled(game.title(), bold.fg(Color::Cyan)));
    let result = game.result();
    if let Some(s) = browsed {
        push_wrapped(
            &mut lines,
            &format!("Browsing: {} (read-only)", s.caption),
            bold.fg(Color::Magenta),
        );
        push_wrapped(
            &mut lines,
            &format!("{} to move", capitalise(kind.side_name(s.turn))),
            Style::new(),
        );
        if !s.checked.is_empty() {
            lines.push(Line::styled("Check", bold.fg(Color::Red)));
        }
    } else {
        let turn = game.turn();
        if !result.is_over() {
            push_wrapped(
                &mut lines,
                &format!(
                    "{} to move · {}",
                    capitalise(kind.side_name(turn)),
                    turn_label(kind, game.turn_number(), turn)
                ),
                bold,
            );
            let checked = game.checked();
            if !checked.is_empty() {
                let who = match kind {
                    GameKind::Flickering => "king",
                    GameKind::Xiangqi => "general",
                };
                let names: Vec<String> = checked.iter().map(|c| c.to_string()).collect();
                push_wrapped(
                    &mut lines,
                    &format!("Check! {who} on {} attacked", names.join(", ")),
                    bold.fg(Color::Red),
                );
            }
            let series = game.series_so_far();
            if !series.is_empty() {
                push_wrapped(
                    &mut lines,
                    &format!("Series so far: {}", series.join(", ")),
                    Style::new().fg(Color::Yellow),
                );
                let moved: Vec<String> = game
                    .moved_this_series()
                    .iter()
                    .map(|c| c.to_string())
                    .collect();
                push_wrapped(
                    &mut lines,
                    &format!("Moved (*): {}", moved.join(" ")),
                    Style::new().fg(Color::Yellow),
                );
            }
            if let Some(hint) = &app.practice.hint {
                push_wrapped(
                    &mut lines,
                    &format!("{}:", hint.heading),
                    bold.fg(Color::Green),
                );
                push_wrapped(
                    &mut lines,
                    &hint.moves.join(", "),
                    Style::new().fg(Color::Green),
                );
            }
            if let Some(by) = game.draw_offered_by() {
                push_wrapped(
                    &mut lines,
                    &format!("Draw offered by {}", kind.side_name(by)),
                    Style::new().fg(Color::Yellow),
                );
            }
        }
    }
    if result.is_over() {
        let text = match result {
            GameResult::Draw { .. } => format!("Result: Draw — {}", result.reason(kind)),
            _ => format!(
                "Result: {} — {}",
                capitalise(&result.summary(kind)),
                result.reason(kind)
            ),
        };
        push_wrapped(&mut lines, &text, bold.fg(Color::Green));
    }
    let heading = if game.notation_styles().len() > 1 {
        format!("Moves ({})", app.notation.name())
    } else {
        "Moves".to_string()
    };
    lines.push(Line::styled(heading, bold.fg(Color::Cyan)));
    let head_len = lines.len();
    let mut moves: Vec<String> = Vec::new();
    for entry in game.move_list(app.notation) {
        // Continuation lines are indented to read as one entry.
        for (i, l) in wrap_to(&entry, area.width.saturating_sub(2).max(1))
            .into_iter()
            .enumerate()
        {
            moves.push(if i == 0 { l } else { format!("  {l}") });
        }
    }
    let room = usize::from(area.height).saturating_sub(head_len);
    let skip = moves.len().saturating_sub(room);
    if skip > 0 && room > 0 {
        // Show that earlier moves are hidden.
        lines.push(Line::styled(
            format!("… {} earlier lines", skip + 1),
            Style::new().fg(Color::DarkGray),
        ));
        lines.extend(moves.into_iter().skip(skip + 1).map(Line::raw));
    } else {
        lines.extend(moves.into_iter().map(Line::raw));
    }
    lines.truncate(usize::from(area.height));
    Paragraph::new(lines).render(area, buf);
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A message too long for its line takes the row above as well when that row is
/// blank (nothing of the board or panel drawn there); the rest is cut with `…`.
fn render_long_message(text: &str, style: Style, area: Rect, buf: &mut Buffer) -> bool {
    if width(text) <= area.width || area.y == 0 {
        return false;
    }
    let above = area.y - 1;
    let blank = (area.left()..area.right()).all(|x| buf[(x, above)].symbol() == " ");
    if !blank {
        return false;
    }
    let lines = wrap_to(text, area.width);
    let first = lines.first().cloned().unwrap_or_default();
    let rest = lines[1.min(lines.len())..].join(" ");
    Paragraph::new(Line::styled(first, style)).render(Rect::new(area.x, above, area.width, 1), buf);
    Paragraph::new(Line::styled(fit(&rest, area.width), style)).render(area, buf);
    true
}

fn render_message(app: &App, area: Rect, buf: &mut Buffer) {
    if let Some(job) = &app.job {
        let style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        Paragraph::new(Line::styled(fit(&job.status(), area.width), style)).render(area, buf);
        return;
    }
    let message_shown = !matches!(app.mode, Mode::Command(_) | Mode::Question(_));
    if let (true, Some(m)) = (message_shown, &app.message) {
        let style = if m.error {
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        if render_long_message(&m.text, style, area, buf) {
            return;
        }
    }
    let kind = app.game.kind();
    let line = match &app.mode {
        Mode::Command(text) => command_line(text, area.width),
        Mode::Question(q) => {
            let text = match *q {
                Question::AcceptDraw { by } => format!(
                    "{} offers a draw. {}, do you accept? (y/n)",
                    capitalise(kind.side_name(by)),
                    capitalise(kind.side_name(by.opponent()))
                ),
                Question::Resign { side } => {
                    format!(
                        "{} resigns the game? (y/n)",
                        capitalise(kind.side_name(side))
                    )
                }
                Question::Quit if app.records.autosave_on() && !app.records.autosave_working() => {
                    "Quit? Autosave is failing: the moves since its last save are lost. (y/n)"
                        .to_string()
                }
                Question::Quit if app.records.autosave_on() => {
                    if app.game.series_so_far().is_empty() {
                        "Quit this game? It is autosaved: duochess play --resume goes on. (y/n)"
                    } else {
                        "Quit? The series in progress is lost; the rest is autosaved. (y/n)"
                    }
                    .to_string()
                }
                Question::Quit => "Quit this game? It is not saved. (y/n)".to_string(),
                // The file's name only, so that the question fits on the line.
                Question::ReplaceFile => format!(
                    "{} exists. Replace it? (y/n)",
                    app.replace_path
                        .as_deref()
                        .map(|p| crate::core::text::shown(
                            &p.file_name().unwrap_or(p.as_os_str()).to_string_lossy()
                        ))
                        .unwrap_or_default()
                ),
            };
            Line::styled(
                text,
                Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            )
        }
        _ => match &app.message {
            Some(m) if m.error => Line::styled(
                fit(&m.text, area.width),
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            ),
            Some(m) => Line::raw(fit(&m.text, area.width)),
            None => Line::default(),
        },
    };
    Paragraph::new(line).render(area, buf);
}

/// The key bar entries for the current mode: (key, what it does), from the key
/// table.
pub fn key_hints(app: &App) -> Vec<(&'static str, &'static str)> {
    crate::tui::keys::bar(KEYS, app.input_mode(), app.key_facts())
}

fn render_keybar(app: &App, area: Rect, buf: &mut Buffer) {
    render_hints(&key_hints(app), area, buf);
}

/// The promotion picker, over the middle of the board.
fn render_promotion(app: &App, board: Rect, buf: &mut Buffer) {
    use crate::tui::port::{PieceKind, PieceView};
    use crate::tui::widgets::glyphs::glyph;
    let side = app.game.turn();
    let make = |names: bool| {
        let mut spans = vec![Span::raw(" ")];
        for kind in PieceKind::PROMOTIONS {
            let g = glyph(PieceView::new(side, kind), app.settings.style);
            let key = kind.letter().to_ascii_lowercase().to_string();
            spans.push(Span::styled(key, Style::new().add_modifier(Modifier::BOLD)));
            if names {
                spans.push(Span::raw(format!(" {g} {}  ", kind.name())));
            } else {
                spans.push(Span::raw(format!(" {g}  ")));
            }
        }
        Line::from(spans)
    };
    let full = make(true);
    let line = if full.width() as u16 + 2 <= board.width {
        full
    } else {
        make(false)
    };
    let w = (line.width() as u16 + 2).min(board.width);
    let h = 3.min(board.height);
    let rect = Rect::new(
        board.x + (board.width - w) / 2,
        board.y + (board.height - h) / 2,
        w,
        h,
    );
    clear_overlay(rect, buf);
    Paragraph::new(line)
        .block(Block::default().borders(Borders::ALL).title(" Promote to "))
        .render(rect, buf);
}

/// The help screen's lines for the current game and mode: the keys from the key
/// table, then the commands of the `:` line.
pub fn help_lines(app: &App) -> Vec<String> {
    let facts = app.key_facts();
    let browsing = matches!(app.mode, Mode::Browse { .. });
    let mode = if browsing {
        InputMode::Browse
    } else {
        InputMode::Board
    };
    let mut keys = crate::tui::keys::help_lines(KEYS, mode, facts, 9);
    if !browsing {
        keys.push(format!("{:<9} {}", "mouse", "click a piece, then a target"));
    }
    let mut v = vec![if browsing {
        "Browsing earlier positions (read-only)".to_string()
    } else {
        "Keys".to_string()
    }];
    v.extend(crate::tui::keys::two_columns(keys, 10));
    // The keys of the help itself that are more than "close it" (the rules pages).
    v.extend(
        KEYS.iter()
            .filter(|b| b.applies(&InputMode::Help, facts))
            .filter(|b| {
                b.keys.iter().any(|(_, d)| {
                    matches!(
                        d,
                        crate::tui::keys::Do::Act(crate::tui::keys::Action::Rules)
                    )
                })
            })
            .map(|b| format!("{:<9} {}", b.help_label, b.help)),
    );
    if browsing {
        return v;
    }
    v.extend(crate::tui::keys::command_section(COMMAND_HELP, facts));
    v
}

fn render_help(app: &App, area: Rect, buf: &mut Buffer) {
    render_help_box(" Help — any key closes ", help_lines(app), area, buf);
}
