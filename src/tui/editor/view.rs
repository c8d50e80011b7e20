//! Drawing the position editor and its analysis view from state: the board (through
//! the shared board widget and layout), a side panel, the message line and a key bar.

use super::{SetupEditor, SetupInput, SetupMode};
use crate::i18n::Lang;
use crate::play::analysis::{MoveListing, SteppedLine};
use crate::play::commands::Screen;
use crate::session::GameKind;
use crate::tui::keys::editor::KEYS;
use crate::tui::widgets::board::{BoardPicture, BoardView};
use crate::tui::widgets::glyphs::width as width_of;
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::text::{
    command_line, fit, render_grown, render_hints, render_too_small, sentence, wrap_to,
};
use crate::words::editor::EditorText;
use crate::words::Say;
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
        crate::tui::keys::bar_in(
            self.settings.lang,
            KEYS,
            self.input_mode(),
            self.key_facts(),
        )
    }
}

/// The side panel's lines, wrapped to `width`.
fn panel_lines(e: &SetupEditor, width: u16, height: u16) -> Vec<Line<'static>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let grey = Style::new().fg(Color::Gray);
    let lang = e.settings.lang;
    let mut lines: Vec<Line<'static>> = Vec::new();
    let push = |lines: &mut Vec<Line<'static>>, text: &str, style: Style| {
        for l in wrap_to(text, width) {
            lines.push(Line::styled(l, style));
        }
    };
    let p = &e.placement;
    let kind = p.kind();
    let to_move = EditorText::ToMove {
        kind,
        side: p.turn(),
    }
    .say(lang);
    if let Some(a) = e.analysis() {
        push(
            &mut lines,
            &EditorText::TitleAnalysis(kind).say(lang),
            bold.fg(Color::Cyan),
        );
        push(&mut lines, &to_move, bold);
        let colour = if a.verdict.is_over() {
            Color::Red
        } else {
            Color::Green
        };
        push(&mut lines, &a.verdict.say(lang), bold.fg(colour));
        push(
            &mut lines,
            &EditorText::Explanation(a).say(lang),
            Style::new(),
        );
        if !a.checkers.is_empty() {
            push(
                &mut lines,
                &EditorText::Checking(&a.checkers).say(lang),
                grey,
            );
        }
        if a.cost.notable().is_some() {
            push(&mut lines, &EditorText::Cost(&a.cost).say(lang), grey);
        }
        if let Some(m) = &a.mate {
            push(&mut lines, &m.headline.say(lang), bold.fg(Color::Yellow));
            if m.cost.notable().is_some() {
                push(&mut lines, &EditorText::Cost(&m.cost).say(lang), grey);
            }
            for f in &m.facts {
                push(&mut lines, &f.say(lang), grey);
            }
        } else if kind == GameKind::Xiangqi {
            push(
                &mut lines,
                &EditorText::MateHint(e.mate_depth).say(lang),
                grey,
            );
            push(
                &mut lines,
                &EditorText::TimeLimit(super::rules::XIANGQI_MATE_LIMITS.time).say(lang),
                grey,
            );
        }
        if let Some(found) = &a.engine {
            push(
                &mut lines,
                &found.headline.say(lang),
                bold.fg(Color::Magenta),
            );
            for f in &found.facts {
                push(&mut lines, &f.say(lang), grey);
            }
            if found.cost.notable().is_some() {
                push(&mut lines, &EditorText::Cost(&found.cost).say(lang), grey);
            }
            // The step keys follow the mating line; the engine's is listed here.
            if let (Some(l), true) = (
                &found.line,
                a.mate.as_ref().is_some_and(|m| m.line.is_some()),
            ) {
                push(
                    &mut lines,
                    &EditorText::Line {
                        title: l.title,
                        moves: &l.san.join(" "),
                    }
                    .say(lang),
                    Style::new(),
                );
            }
        }
        if let Some(line) = a.active_line() {
            series_lines(lang, &mut lines, line, width);
        }
        if let Some(listing) = &a.moves {
            let room = usize::from(height).saturating_sub(lines.len());
            move_listing(lang, &mut lines, listing, width, room);
        }
        return lines;
    }
    push(
        &mut lines,
        &EditorText::TitleSetup(kind).say(lang),
        bold.fg(Color::Cyan),
    );
    push(&mut lines, &to_move, bold);
    if kind == GameKind::Flickering {
        let ep: Vec<String> = p.en_passant().iter().map(|c| c.to_string()).collect();
        let ep = if ep.is_empty() {
            "-".to_string()
        } else {
            format!("{} (•)", ep.join(" "))
        };
        push(
            &mut lines,
            &EditorText::CastlingEp {
                castling: &p.castling().letters(),
                ep: &ep,
            }
            .say(lang),
            Style::new(),
        );
    }
    match &e.status {
        Ok(_) => push(
            &mut lines,
            &EditorText::Playable.say(lang),
            bold.fg(Color::Green),
        ),
        Err(reason) => push(
            &mut lines,
            &EditorText::CannotBePlayed(reason).say(lang),
            bold.fg(Color::Red),
        ),
    }
    if e.show_fen {
        push(&mut lines, "FEN:", bold);
        push(&mut lines, &super::rules::fen_of(p), Style::new());
    }
    lines.push(Line::raw(""));
    // Undo and redo as the key table writes them (`u undo · U redo`), after removing.
    let steps: Vec<String> = [super::SetupAction::Undo, super::SetupAction::Redo]
        .iter()
        .filter_map(|a| crate::tui::keys::entry_for(lang, KEYS, a))
        .collect();
    let mut keys = vec![
        EditorText::PanelLetters(kind).say(lang),
        EditorText::PanelRemove.say(lang),
        steps.join(" · "),
        EditorText::PanelSide.say(lang),
    ];
    if kind == GameKind::Flickering {
        keys.push(EditorText::PanelCastling.say(lang));
        keys.push(EditorText::PanelEnPassant.say(lang));
    }
    keys.extend(
        [
            EditorText::PanelAnalyse(kind),
            EditorText::PanelPlay,
            EditorText::PanelGame,
            EditorText::PanelFen,
        ]
        .map(|t| t.say(lang)),
    );
    for k in keys {
        push(&mut lines, &k, grey);
    }
    lines
}

/// The legal moves, as many as fit in `room` lines, the rest counted.
fn move_listing(
    lang: Lang,
    lines: &mut Vec<Line<'static>>,
    listing: &MoveListing,
    width: u16,
    room: usize,
) {
    if room == 0 {
        return;
    }
    let bold = Style::new().add_modifier(Modifier::BOLD);
    lines.push(Line::styled(
        fit(
            &EditorText::LegalMoves {
                count: listing.moves.len(),
                notation: listing.notation,
            }
            .say(lang),
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
            rows.push(EditorText::More(listing.moves.len() - shown).say(lang));
        }
    }
    lines.extend(rows.into_iter().map(Line::raw));
}

/// The series being stepped through, the current move marked.
fn series_lines(lang: Lang, lines: &mut Vec<Line<'static>>, line: &SteppedLine, width: u16) {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    lines.push(Line::styled(
        EditorText::LineHeading(line.title).say(lang),
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
    for l in wrap_to(&line.say(lang), width) {
        lines.push(Line::styled(l, Style::new().fg(Color::Magenta)));
    }
}

/// The message line; a long message wraps onto the rows above it.
fn render_message(e: &SetupEditor, area: Rect, buf: &mut Buffer) {
    if let Some(job) = &e.job {
        let style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        return render_grown(&job.progress().say(e.settings.lang), style, area, buf);
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
                    lang: self.settings.lang,
                };
                (&view).render(board.area, buf);
                let mut lines = panel_lines(self, panel.width, panel.height);
                // The panel's last row is left free: a question two lines long
                // (leaving the editor, at 60 columns) is drawn over it.
                let room = usize::from(panel.height).saturating_sub(1);
                if lines.len() > room && room > 0 {
                    // More than fits (a small terminal, a long reason): the last
                    // line says so; `?` lists every key.
                    lines.truncate(room - 1);
                    lines.push(Line::styled("…", Style::new().fg(Color::Gray)));
                }
                Paragraph::new(lines).render(panel, buf);
                render_message(self, message, buf);
                render_hints(&self.key_hints(), keybar, buf);
            }
        }
    }
}

/// The editor's keys (from the key table), the help's own and the commands, at
/// any width.
pub fn help_lines(e: &SetupEditor) -> Vec<String> {
    help_screen(e).lines(u16::MAX)
}

/// The editor's help screen: its keys, then its commands.
pub fn help_screen(e: &SetupEditor) -> crate::tui::help::HelpScreen {
    use crate::tui::keys::{command_section, help_lines_in, layout_line};
    // Where the cursor is does not matter here: the help says where `o` and `x` act.
    let facts = crate::tui::keys::Facts {
        corner: e.key_facts().flickering,
        piece: true,
        ..e.key_facts()
    };
    let lang = e.settings.lang;
    let kind = e.placement.kind();
    let heading = vec![
        EditorText::HelpKeys.say(lang),
        EditorText::HelpLetters(kind).say(lang),
    ];
    let mut keys = help_lines_in(lang, KEYS, SetupInput::Edit, facts, 8);
    keys.extend(
        help_lines_in(lang, KEYS, SetupInput::Analysis, facts, 8)
            .into_iter()
            .filter(|l| !keys.contains(l))
            .collect::<Vec<_>>(),
    );
    let mouse = EditorText::HelpMouse.say(lang);
    let pad = 8usize.saturating_sub(mouse.chars().count());
    keys.push(format!(
        "{mouse}{:pad$} {}",
        "",
        EditorText::HelpClick.say(lang)
    ));
    let title = format!(" {} ", EditorText::HelpTitle.say(lang));
    let rules = crate::tui::rules::RulesScreen::of(kind, &e.settings);
    crate::tui::help::HelpScreen::new(title, heading, (keys, 8), rules, lang)
        .with_lines(vec![layout_line(lang)])
        .with_commands(command_section(lang, Screen::Editor, kind))
}
