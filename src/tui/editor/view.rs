//! Drawing the position editor and its analysis view from state: the board (through
//! the shared board widget and layout), a side panel, the message line and a key bar.

use super::{SetupEditor, SetupInput, SetupMode};
use crate::session::GameKind;
use crate::tui::analysis::{MoveListing, SteppedLine};
use crate::tui::keys::editor::{COMMAND_HELP, KEYS};
use crate::tui::widgets::board::{BoardPicture, BoardView};
use crate::tui::widgets::glyphs::width as width_of;
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::text::{
    command_line, fit, render_grown, render_hints, render_too_small, sentence, wrap_to,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

impl SetupEditor {
    /// What the board shows: the placement with the cursor, or the step of the series
    /// being stepped through in the analysis.
    pub fn picture(&self) -> BoardPicture {
        if let Some(a) = self.analysis() {
            return match a.active_line() {
                Some(line) if line.step > 0 => BoardPicture {
                    cells: line.board().cloned().unwrap_or_default(),
                    last_moves: line.last_move().into_iter().collect(),
                    checked: line.checked().to_vec(),
                    file_numbers: self.settings.file_numbers,
                    ..BoardPicture::default()
                },
                _ => BoardPicture {
                    cells: self.placement.cells(),
                    checked: a.checked.clone(),
                    file_numbers: self.settings.file_numbers,
                    ..BoardPicture::default()
                },
            };
        }
        let editing = matches!(self.mode, SetupMode::Edit | SetupMode::Command(_));
        BoardPicture {
            cells: self.placement.cells(),
            cursor: editing.then_some(self.cursor),
            // En-passant squares are marked like destinations.
            destinations: self.placement.en_passant(),
            file_numbers: self.settings.file_numbers,
            ..BoardPicture::default()
        }
    }

    /// The key bar for the current mode, from the key table.
    pub fn key_hints(&self) -> Vec<(&'static str, &'static str)> {
        crate::tui::keys::bar(KEYS, self.input_mode(), self.key_facts())
    }
}

fn title_case(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The side panel's lines, wrapped to `width`.
fn panel_lines(e: &SetupEditor, width: u16, height: u16) -> Vec<Line<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let grey = Style::new().fg(Color::Gray);
    let mut lines: Vec<Line<'static>> = Vec::new();
    let push = |lines: &mut Vec<Line<'static>>, text: &str, style: Style| {
        for l in wrap_to(text, width) {
            lines.push(Line::styled(l, style));
        }
    };
    let p = &e.placement;
    let kind = p.kind();
    let side = title_case(kind.side_name(p.turn()));
    if let Some(a) = e.analysis() {
        push(
            &mut lines,
            &format!("Analysis · {kind}"),
            bold.fg(Color::Cyan),
        );
        push(&mut lines, &format!("{side} to move"), bold);
        let colour = match a.verdict.as_str() {
            "Mate" | "Checkmate" | "Stalemate" => Color::Red,
            _ => Color::Green,
        };
        push(&mut lines, &a.verdict, bold.fg(colour));
        push(&mut lines, &a.explanation, Style::new());
        for f in &a.facts {
            push(&mut lines, f, grey);
        }
        if let Some(t) = a.cost.text() {
            push(&mut lines, &t, grey);
        }
        if let Some(m) = &a.mate {
            push(&mut lines, &m.headline, bold.fg(Color::Yellow));
            if let Some(t) = m.cost.text() {
                push(&mut lines, &t, grey);
            }
            for f in &m.facts {
                push(&mut lines, f, grey);
            }
        } else if kind == GameKind::Xiangqi {
            push(
                &mut lines,
                &format!(
                    "m: mate in up to {} (n changes)",
                    crate::tui::analysis::plural(u64::from(e.mate_depth), "move")
                ),
                grey,
            );
            push(
                &mut lines,
                &format!(
                    "Time limit: {}",
                    super::rules::xiangqi_limits_text(super::rules::XIANGQI_MATE_LIMITS)
                ),
                grey,
            );
        }
        if let Some(found) = &a.engine {
            push(&mut lines, &found.headline, bold.fg(Color::Magenta));
            for f in &found.facts {
                push(&mut lines, f, grey);
            }
            if let Some(t) = found.cost.text() {
                push(&mut lines, &t, grey);
            }
            // The step keys follow the mating line; the engine's is listed here.
            if let (Some(l), true) = (
                &found.line,
                a.mate.as_ref().is_some_and(|m| m.line.is_some()),
            ) {
                push(
                    &mut lines,
                    &format!("{}: {}", l.title, l.san.join(" ")),
                    Style::new(),
                );
            }
        }
        if let Some(line) = a.active_line() {
            series_lines(&mut lines, line, width);
        }
        if let Some(listing) = &a.moves {
            let room = usize::from(height).saturating_sub(lines.len());
            move_listing(&mut lines, listing, width, room);
        }
        return lines;
    }
    push(
        &mut lines,
        &format!("Set up · {kind}"),
        bold.fg(Color::Cyan),
    );
    push(&mut lines, &format!("{side} to move"), bold);
    if kind == GameKind::Flickering {
        let ep: Vec<String> = p.en_passant().iter().map(|c| c.to_string()).collect();
        let ep = if ep.is_empty() {
            "-".to_string()
        } else {
            format!("{} (•)", ep.join(" "))
        };
        push(
            &mut lines,
            &format!("Castling {} · e.p. {ep}", p.castling().letters()),
            Style::new(),
        );
    }
    match &e.status {
        Ok(_) => push(&mut lines, "Playable ✓", bold.fg(Color::Green)),
        Err(reason) => push(
            &mut lines,
            &format!("Cannot be played: {reason}"),
            bold.fg(Color::Red),
        ),
    }
    if e.show_fen {
        push(&mut lines, "FEN:", bold);
        push(&mut lines, &super::rules::fen_of(p), Style::new());
    }
    lines.push(Line::raw(""));
    let letters = match kind {
        GameKind::Flickering => "KQRBNP put White, kqrbnp Black",
        GameKind::Xiangqi => "KAEHRCP put Red, kaehrcp Black",
    };
    let mut keys = vec![letters, "x remove · X clear · i start", "s side to move"];
    if kind == GameKind::Flickering {
        keys.extend(["o castling (on a corner)", "t en-passant square"]);
    }
    keys.push(match kind {
        GameKind::Flickering => "v analyse · m mate (≤3 s)",
        GameKind::Xiangqi => "v analyse · m mate · w notation",
    });
    keys.extend([
        "⏎ play from here",
        "g other game · f flip",
        ":fen show · :fen F read",
    ]);
    for k in keys {
        push(&mut lines, k, grey);
    }
    lines
}

/// The legal moves, as many as fit in `room` lines, the rest counted.
fn move_listing(lines: &mut Vec<Line<'static>>, listing: &MoveListing, width: u16, room: usize) {
    if room == 0 {
        return;
    }
    let bold = Style::new().add_modifier(Modifier::BOLD);
    lines.push(Line::styled(
        fit(
            &format!(
                "Legal moves ({}, {}):",
                listing.moves.len(),
                listing.notation
            ),
            width,
        ),
        bold.fg(Color::Cyan),
    ));
    let w = usize::from(width.max(1));
    let mut rows: Vec<String> = vec![String::new()];
    for m in &listing.moves {
        let last = rows.last_mut().expect("one row at least");
        let used = usize::from(width_of(last));
        let need = usize::from(width_of(m)) + usize::from(used > 0);
        if used > 0 && used + need > w {
            rows.push(m.clone());
        } else {
            if used > 0 {
                last.push(' ');
            }
            last.push_str(m);
        }
    }
    let room = room - 1;
    if rows.len() > room {
        // Keep the last row for the count of what does not fit.
        let keep = room.saturating_sub(1);
        let shown: usize = rows[..keep].iter().map(|r| r.split(' ').count()).sum();
        rows.truncate(keep);
        if room > 0 {
            rows.push(format!("… {} more", listing.moves.len() - shown));
        }
    }
    lines.extend(rows.into_iter().map(Line::raw));
}

/// The series being stepped through, the current move marked.
fn series_lines(lines: &mut Vec<Line<'static>>, line: &SteppedLine, width: u16) {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    lines.push(Line::styled(
        format!("{}:", line.title),
        bold.fg(Color::Cyan),
    ));
    for (i, san) in line.san.iter().enumerate() {
        let current = line.step == i + 1;
        let text = format!("{} {}. {san}", if current { "▶" } else { " " }, i + 1);
        let style = if current {
            bold.fg(Color::Black).bg(Color::Cyan)
        } else {
            Style::new()
        };
        lines.push(Line::styled(fit(&text, width), style));
    }
    for l in wrap_to(&line.caption(), width) {
        lines.push(Line::styled(l, Style::new().fg(Color::Magenta)));
    }
}

/// The message line; a long message wraps onto the rows above it.
fn render_message(e: &SetupEditor, area: Rect, buf: &mut Buffer) {
    if let Some(job) = &e.job {
        let style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        return render_grown(&job.status(), style, area, buf);
    }
    if let SetupMode::Command(text) = &e.mode {
        return Paragraph::new(command_line(text, area.width)).render(area, buf);
    }
    match &e.message {
        Some(m) if m.error => render_grown(
            &sentence(&m.text),
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            area,
            buf,
        ),
        Some(m) => render_grown(&sentence(&m.text), Style::new(), area, buf),
        None => {}
    }
}

impl Widget for &SetupEditor {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let shape = self.placement.shape();
        match ScreenLayout::compute(area, shape, self.settings.flipped) {
            ScreenLayout::TooSmall { need } => {
                render_too_small(area, buf, need, self.settings.lang)
            }
            ScreenLayout::Game {
                board,
                panel,
                message,
                keybar,
            } => {
                let picture = self.picture();
                let view = BoardView {
                    geometry: board,
                    picture: &picture,
                    style: self.settings.style,
                    theme: self.settings.theme,
                };
                (&view).render(board.area, buf);
                let mut lines = panel_lines(self, panel.width, panel.height);
                lines.truncate(usize::from(panel.height));
                Paragraph::new(lines).render(panel, buf);
                render_message(self, message, buf);
                render_hints(&self.key_hints(), keybar, buf);
                if self.help {
                    render_help(self, area, buf);
                }
            }
        }
    }
}

/// The editor's keys (from the key table) and commands.
pub fn help_lines(e: &SetupEditor) -> Vec<String> {
    let facts = e.key_facts();
    let mut v = vec!["Keys (letters put pieces, so arrows move the cursor)".to_string()];
    let mut keys = crate::tui::keys::help_lines(KEYS, SetupInput::Edit, facts, 8);
    keys.extend(
        crate::tui::keys::help_lines(KEYS, SetupInput::Analysis, facts, 8)
            .into_iter()
            .filter(|l| !keys.contains(l))
            .collect::<Vec<_>>(),
    );
    keys.push(format!("{:<8} {}", "mouse", "a click moves the cursor"));
    v.extend(crate::tui::keys::two_columns(keys, 10));
    v.extend(crate::tui::keys::command_section(COMMAND_HELP, facts));
    v
}

fn render_help(e: &SetupEditor, area: Rect, buf: &mut Buffer) {
    let lines = help_lines(e);
    crate::tui::widgets::text::render_help_box(
        " Position editor — any key closes ",
        lines,
        area,
        buf,
    );
}
