//! Drawing the game screen from the app's state: board, side panel, message line, key
//! bar, and the overlays (help, too-small). Rendering reads state and never changes it.

use crate::core::Side;
use crate::play::port::{Caption, Snapshot};
use crate::tui::game::{App, Mode, Question};
use crate::tui::keys::game::KEYS;
use crate::tui::keys::InputMode;
use crate::tui::widgets::board::{BoardPicture, BoardView};
use crate::tui::widgets::glyphs::width;
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::text::{
    clear_overlay, command_line, fit, render_grown, render_hints, render_too_small, sentence,
    wrap_to,
};
use crate::words::game::{GameText, QuitRisk};
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

impl App {
    /// The snapshot being browsed, if browsing.
    pub fn browsed(&self) -> Option<Snapshot> {
        match self.mode {
            Mode::Browse { index, step } => self.game.snapshot_in(index, step),
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

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let shape = self.game.shape();
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
                let browsed = self.browsed();
                let picture = self.picture(browsed.as_ref());
                let view = BoardView {
                    geometry: board,
                    picture: &picture,
                    style: self.settings.style,
                    theme: self.settings.theme,
                    lang: self.settings.lang,
                };
                (&view).render(board.area, buf);
                // A status row kept at the panel's foot, above the message however
                // many rows it grows over: the panel's own lines stop above it.
                let kept = if self.status_row {
                    self.message_rows(message)
                } else {
                    0
                };
                let panel = Rect {
                    height: panel.height.saturating_sub(kept),
                    ..panel
                };
                render_panel(self, browsed.as_ref(), panel, buf);
                render_message(self, message, buf);
                render_keybar(self, keybar, buf);
                if let Mode::Promotion { .. } = self.mode {
                    render_promotion(self, board.area, buf);
                }
            }
        }
    }
}

/// The legend of a Xiangqi board with some kinds in hanzi
/// ([`crate::config::PieceStyle::Hanzi`]): each such kind's two characters (Red's,
/// Black's), its letter as the board writes the others, and its name, as
/// `帥將 Кр генерал · 俥車 Л колісниця`. None for the other styles and games.
pub fn hanzi_legend(app: &App) -> Option<String> {
    use crate::play::port::{PieceKind, PieceView};
    use crate::tui::widgets::glyphs::{glyph, symbol};
    let crate::config::PieceStyle::Hanzi(kinds) = app.settings.style else {
        return None;
    };
    if app.game.kind() != crate::session::GameKind::Xiangqi {
        return None;
    }
    let lang = app.settings.lang;
    let entries: Vec<String> = PieceKind::XIANGQI
        .into_iter()
        .filter(|k| kinds.contains(k.letter()))
        .map(|k| {
            let red = PieceView::new(Side::White, k);
            let black = PieceView::new(Side::Black, k);
            let letter = glyph(red, crate::config::PieceStyle::Letters, lang);
            format!("{}{} {letter} {}", symbol(red), symbol(black), k.say(lang))
        })
        .collect();
    Some(entries.join(" · "))
}

fn render_panel(app: &App, browsed: Option<&Snapshot>, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    let game = &*app.game;
    let kind = game.kind();
    let lang = app.settings.lang;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines: Vec<Line> = Vec::new();
    let push_wrapped = |lines: &mut Vec<Line>, text: &str, style: Style| {
        for l in wrap_to(text, area.width) {
            lines.push(Line::styled(l, style));
        }
    };
    // A game with a title of its own (a development adapter) keeps it.
    let title = if game.title() == kind.to_string() {
        kind.say(lang)
    } else {
        game.title()
    };
    lines.push(Line::styled(title, bold.fg(Color::Cyan)));
    // The clocks stay near the names on a wide panel.
    lines.extend(player_lines(app, area.width.min(36)));
    if let Some(line) = engine_line(app) {
        push_wrapped(&mut lines, &line, Style::new().fg(Color::Cyan));
    }
    // Hanzi a few at a time: each character shown, with its letter and name.
    if let Some(legend) = hanzi_legend(app) {
        push_wrapped(&mut lines, &legend, Style::new().fg(Color::Yellow));
    }
    let result = game.result();
    if let Some(s) = browsed {
        push_wrapped(
            &mut lines,
            &GameText::Browsing {
                kind,
                caption: &caption_in_list_style(app, &s.caption),
                seed: app.notation == crate::play::port::NotationStyle::Seed,
            }
            .say(lang),
            bold.fg(Color::Magenta),
        );
        push_wrapped(
            &mut lines,
            &GameText::ToMove { kind, side: s.turn }.say(lang),
            Style::new(),
        );
        let at_turn_start = matches!(app.mode, Mode::Browse { step: 0, .. });
        for c in &s.checked {
            let Some(side) = s
                .cells
                .get(game.shape().index(*c))
                .copied()
                .flatten()
                .map(|p| p.side)
            else {
                continue;
            };
            let in_check = side == s.turn && at_turn_start;
            let text = GameText::BrowsedCheck {
                kind,
                side,
                in_check,
            }
            .say(lang);
            push_wrapped(&mut lines, &text, bold.fg(Color::Red));
        }
    } else {
        let turn = game.turn();
        if !result.is_over() {
            push_wrapped(
                &mut lines,
                &GameText::Turn {
                    kind,
                    number: game.turn_number(),
                    side: turn,
                    seed: app.notation == crate::play::port::NotationStyle::Seed,
                }
                .say(lang),
                bold,
            );
            for note in game.check_notes() {
                push_wrapped(
                    &mut lines,
                    &GameText::Check { kind, note }.say(lang),
                    bold.fg(Color::Red),
                );
            }
            let series = game.series_so_far_in(app.notation);
            if !series.is_empty() {
                push_wrapped(
                    &mut lines,
                    &GameText::SeriesSoFar(&series.join(", ")).say(lang),
                    Style::new().fg(Color::Yellow),
                );
                let moved: Vec<String> = game
                    .moved_this_series()
                    .iter()
                    .map(|c| c.to_string())
                    .collect();
                push_wrapped(
                    &mut lines,
                    &GameText::Moved(&moved.join(" ")).say(lang),
                    Style::new().fg(Color::Yellow),
                );
            }
            if let Some(hint) = &app.practice.hint {
                push_wrapped(
                    &mut lines,
                    &format!("{}:", hint.heading.say(lang)),
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
                    &GameText::DrawOffered { kind, by }.say(lang),
                    Style::new().fg(Color::Yellow),
                );
            }
        }
    }
    if result.is_over() {
        let text = GameText::Result { kind, result }.say(lang);
        push_wrapped(&mut lines, &text, bold.fg(Color::Green));
        if browsed.is_none() {
            for l in after_result_keys(app, area.width) {
                push_wrapped(&mut lines, &l, Style::new().fg(Color::Green));
            }
        }
    }
    let heading =
        GameText::Moves((game.notation_styles().len() > 1).then_some(app.notation)).say(lang);
    lines.push(Line::styled(heading, bold.fg(Color::Cyan)));
    let head_len = lines.len();
    // Browsing: the move (or the series so far) that led to the position shown.
    let mark = match app.mode {
        Mode::Browse { index, step } => game.list_mark(index, step, app.notation),
        _ => None,
    };
    let marked = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
    let mut moves: Vec<Line> = Vec::new();
    let mut marked_row = None;
    for (n, entry) in game.move_list(app.notation).into_iter().enumerate() {
        let mark = mark.as_ref().filter(|m| m.line == n);
        let mut word = 0;
        // Continuation lines are indented to read as one entry.
        for (i, l) in wrap_to(&entry, area.width.saturating_sub(2).max(1))
            .into_iter()
            .enumerate()
        {
            let mut spans = vec![Span::raw(if i == 0 { "" } else { "  " })];
            for (j, w) in l.split(' ').enumerate() {
                let on = mark.is_some_and(|m| m.words.contains(&word));
                let joined = on && j > 0 && mark.is_some_and(|m| m.words.contains(&(word - 1)));
                if j > 0 {
                    spans.push(Span::styled(
                        " ",
                        if joined { marked } else { Style::new() },
                    ));
                }
                if on && marked_row.is_none() {
                    marked_row = Some(moves.len());
                }
                spans.push(Span::styled(
                    w.to_string(),
                    if on { marked } else { Style::new() },
                ));
                word += 1;
            }
            moves.push(Line::from(spans));
        }
    }
    let room = usize::from(area.height).saturating_sub(head_len);
    if moves.len() > room && room > 0 {
        // Show the end, or the marked move; say that earlier moves are hidden.
        let mut start = moves.len() - (room - 1);
        if let Some(r) = marked_row {
            start = start.min(r);
        }
        if start > 0 {
            lines.push(Line::styled(
                GameText::EarlierLines(start).say(lang),
                Style::new().fg(Color::DarkGray),
            ));
        }
        lines.extend(moves.into_iter().skip(start));
    } else {
        lines.extend(moves);
    }
    lines.truncate(usize::from(area.height));
    Paragraph::new(lines).render(area, buf);
}

/// The browsed position's caption with its moves written as the move list writes
/// them now (the snapshot names them in the game's standard notation): the words
/// of the list that lead to the position, which the list marks.
fn caption_in_list_style(app: &App, caption: &Caption) -> Caption {
    let Mode::Browse { index, step } = app.mode else {
        return caption.clone();
    };
    let game = &*app.game;
    let Some(mark) = game.list_mark(index, step, app.notation) else {
        return caption.clone();
    };
    let list = game.move_list(app.notation);
    let Some(line) = list.get(mark.line) else {
        return caption.clone();
    };
    let words: Vec<&str> = line.split(' ').collect();
    let marked = |skip_number: bool| {
        let picked: Vec<&str> = words
            .iter()
            .enumerate()
            .filter(|(i, w)| mark.words.contains(i) && !(skip_number && w.ends_with('.')))
            .map(|(_, w)| *w)
            .collect();
        picked.join(" ").trim_end_matches(',').to_string()
    };
    match caption {
        Caption::Start => Caption::Start,
        Caption::AfterSeries(_) => Caption::AfterSeries(marked(false)),
        Caption::AfterMove { number, .. } => Caption::AfterMove {
            number: *number,
            text: marked(true),
        },
        Caption::InSeries {
            number,
            side,
            step,
            of,
            ..
        } => Caption::InSeries {
            number: *number,
            side: *side,
            step: *step,
            of: *of,
            moves: marked(true),
        },
    }
}

/// The players beside the board, the one at the top of the board first: name,
/// side and clock, the side to move marked and, with a clock, its time running
/// (or "stopped"). Nothing without a clock while the names are the sides'.
fn player_lines(app: &App, cols: u16) -> Vec<Line<'static>> {
    let game = &*app.game;
    let over = game.result().is_over();
    let named = [Side::White, Side::Black].iter().any(|&s| {
        let name = app.player_name(s);
        app.player(s, &name).is_named()
    });
    if app.clock.is_none() && !named {
        return Vec::new();
    }
    let now = (app.now)();
    let top = if app.settings.flipped {
        Side::White
    } else {
        Side::Black
    };
    let mut lines = Vec::new();
    for side in [top, !top] {
        let to_move = !over && game.turn() == side;
        let time = app.clock.as_ref().map(|c| {
            let left = c.left(side, now);
            let face = crate::words::clock::ClockFace(left).say(app.settings.lang);
            let stopped = to_move && (app.clock_paused || app.clock_waits || app.clock_held);
            (left, if stopped { format!("‖ {face}") } else { face })
        });
        let face = time.as_ref().map_or(String::new(), |(_, f)| f.clone());
        // A player without a name is called by the side, in the player's language.
        let name = app.player_name(side);
        let who = GameText::PanelPlayer(app.player(side, &name)).say(app.settings.lang);
        let marker = if to_move { "▶ " } else { "  " };
        let room = cols.saturating_sub(width(marker) + width(&face) + 1);
        let who = fit(&who, room);
        let pad = usize::from(room.saturating_sub(width(&who)));
        let text = format!("{marker}{who}{:pad$} {face}", "");
        let low = time
            .as_ref()
            .is_some_and(|(left, _)| *left < std::time::Duration::from_secs(10));
        let style = match (to_move, low) {
            (true, true) => Style::new()
                .fg(Color::White)
                .bg(Color::Red)
                .add_modifier(Modifier::BOLD),
            (true, false) => Style::new()
                .fg(Color::Black)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            (false, true) => Style::new().fg(Color::Red),
            (false, false) => Style::new(),
        };
        lines.push(Line::styled(text, style));
    }
    // (It also stops for the help, the rules and the judging of a series, which
    // the screen shows by itself.)
    let hold = if app.clock_waits {
        Some(GameText::ClockWaits)
    } else {
        app.clock_paused.then_some(GameText::ClockStopped)
    };
    if let Some(hold) = hold.filter(|_| app.clock.is_some() && !over) {
        lines.push(Line::styled(
            fit(&hold.say(app.settings.lang), cols),
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ));
    }
    lines
}

/// The UCI engine playing a side (or stopped by Esc): its name, side and level.
fn engine_line(app: &App) -> Option<String> {
    let (opponent, stopped) = match (&app.opponent, &app.stopped) {
        (Some(o), _) => (o, false),
        (None, Some(o)) => (o, true),
        (None, None) => return None,
    };
    let level = opponent.engine_level()?;
    let text = GameText::EnginePanel {
        name: &opponent.name(),
        kind: app.game.kind(),
        side: opponent.side,
        level,
        stopped,
    };
    Some(text.say(app.settings.lang))
}

/// After a result: what comes next, from the key table, in lines of `cols`
/// that never split an entry.
fn after_result_keys(app: &App, cols: u16) -> Vec<String> {
    let facts = app.key_facts();
    let lang = app.settings.lang;
    let mut lines = vec![GameText::Next.say(lang)];
    // The bar leads with them after a result (new game, rematch, menu, browse,
    // quit).
    for (k, w) in crate::tui::keys::bar_in(lang, KEYS, InputMode::Board, facts)
        .into_iter()
        .take(5)
    {
        let entry = format!("{k} {w}");
        let Some(last) = lines.last_mut() else { break };
        let joined = if last.ends_with(':') {
            format!("{last} {entry}")
        } else {
            format!("{last} · {entry}")
        };
        if width(&joined) <= cols {
            *last = joined;
        } else {
            lines.push(format!("      {entry}"));
        }
    }
    lines
}

impl App {
    /// The rows the message line takes in its row `area`: its own, and those a
    /// long message grows over above it.
    pub(crate) fn message_rows(&self, area: Rect) -> u16 {
        let text = if let Some(job) = &self.job {
            self.job_progress(job).say(self.settings.lang)
        } else {
            match (&self.mode, &self.message) {
                (Mode::Command(_), _) | (_, None) => return 1,
                (_, Some(m)) => sentence(&m.text),
            }
        };
        crate::tui::widgets::text::grown_rows(&text, area)
    }
}

fn render_message(app: &App, area: Rect, buf: &mut Buffer) {
    if let Some(job) = &app.job {
        let style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        render_grown(
            &app.job_progress(job).say(app.settings.lang),
            style,
            area,
            buf,
        );
        return;
    }
    let (text, style) = match &app.mode {
        Mode::Command(text) => {
            Paragraph::new(command_line(text, area.width)).render(area, buf);
            return;
        }
        _ => match &app.message {
            Some(m) if m.error => (
                sentence(&m.text),
                Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            ),
            Some(m) => (sentence(&m.text), Style::new()),
            None => return,
        },
    };
    render_grown(&text, style, area, buf);
}

/// The key bar entries for the current mode: (key, what it does), from the key
/// table.
pub fn key_hints(app: &App) -> Vec<(&'static str, &'static str)> {
    crate::tui::keys::bar_in(app.settings.lang, KEYS, app.input_mode(), app.key_facts())
}

fn render_keybar(app: &App, area: Rect, buf: &mut Buffer) {
    render_hints(&key_hints(app), area, buf);
}

/// The promotion picker, over the middle of the board.
fn render_promotion(app: &App, board: Rect, buf: &mut Buffer) {
    use crate::play::port::{PieceKind, PieceView};
    use crate::tui::widgets::glyphs::glyph;
    let side = app.game.turn();
    let make = |names: bool| {
        let mut spans = vec![Span::raw(" ")];
        for kind in PieceKind::PROMOTIONS {
            let g = glyph(
                PieceView::new(side, kind),
                app.settings.style,
                app.settings.lang,
            );
            let key = kind.letter().to_ascii_lowercase().to_string();
            spans.push(Span::styled(key, Style::new().add_modifier(Modifier::BOLD)));
            if names {
                let name = kind.say(app.settings.lang);
                spans.push(Span::raw(format!(" {g} {name}  ")));
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
        .block(Block::default().borders(Borders::ALL).title(format!(
            " {} ",
            GameText::PromoteTitle.say(app.settings.lang)
        )))
        .render(rect, buf);
}

/// The most columns a question gives the path of a folder it names.
const FOLDER_IN_QUESTION: usize = 40;

impl App {
    /// A question about the game in the player's language.
    pub fn question_text(&self, q: Question) -> String {
        let kind = self.game.kind();
        let text = |t: GameText| t.say(self.settings.lang);
        match q {
            Question::AcceptDraw { by } => text(GameText::AskAcceptDraw { kind, by }),
            Question::ComputerOffersDraw { .. } => text(GameText::AskComputerOffersDraw {
                series: crate::play::opponent::LEVEL_STRETCH,
            }),
            Question::Resign { side } => text(GameText::AskResign { kind, side }),
            // The file's name only, so that the question fits on the line.
            Question::ReplaceFile => {
                let file = self.replace_path.as_deref().map(|p| {
                    crate::core::text::shown(
                        &p.file_name().unwrap_or(p.as_os_str()).to_string_lossy(),
                    )
                });
                text(GameText::AskReplaceFile(&file.unwrap_or_default()))
            }
            Question::StartEngine => {
                let path = self.unconfirmed.as_ref().and_then(|o| o.engine_program());
                let path = path.map(|p| crate::core::text::path_tail(p, FOLDER_IN_QUESTION));
                text(GameText::AskStartEngine(&path.unwrap_or_default()))
            }
            // The folder's path cut from the left, so that the question fits.
            Question::CreateFolder => {
                let folder = self
                    .replace_path
                    .as_deref()
                    .and_then(std::path::Path::parent)
                    .map(|p| crate::core::text::path_tail(p, FOLDER_IN_QUESTION));
                text(GameText::AskCreateFolder(&folder.unwrap_or_default()))
            }
        }
    }

    /// The question before leaving a game that goes on: what is kept of it.
    pub fn leave_text(&self) -> String {
        let records = &self.records;
        let played = self.game.history_len() > 0 || !self.game.series_so_far().is_empty();
        let risk = if !played {
            QuitRisk::NothingPlayed
        } else if !records.autosave_on() {
            QuitRisk::Unsaved
        } else if !records.autosave_working() {
            QuitRisk::AutosaveFailing
        } else if self.game.series_so_far().is_empty() {
            QuitRisk::Autosaved
        } else {
            QuitRisk::SeriesLost
        };
        GameText::AskQuit(risk).say(self.settings.lang)
    }
}

/// The help screen's lines for the current game and mode, at any width: the
/// keys from the key table, the help's own, then the commands of the `:` line.
pub fn help_lines(app: &App) -> Vec<String> {
    help_screen(app).lines(u16::MAX)
}

/// The help's section about the `:` line: its heading lines and the commands.
type Commands = (Vec<String>, Vec<(String, String)>);

/// The help's heading, its key lines, the lines after them (browsing: the one
/// about layouts) and the `:` commands (none while browsing, nor on the board of a
/// lesson or a puzzle).
fn help_parts(app: &App) -> (Vec<String>, Vec<String>, Vec<String>, Commands) {
    let facts = app.key_facts();
    let browsing = matches!(app.mode, Mode::Browse { .. });
    let mode = if browsing {
        InputMode::Browse
    } else {
        InputMode::Board
    };
    let lang = app.settings.lang;
    let mut keys = crate::tui::keys::help_lines_in(lang, KEYS, mode, facts, 9);
    let layouts = crate::tui::keys::layout_line(lang);
    if browsing {
        return (
            vec![GameText::HelpBrowsing.say(lang)],
            keys,
            vec![layouts],
            Commands::default(),
        );
    }
    keys.push(format!(
        "{:<9} {}",
        GameText::HelpMouse.say(lang),
        GameText::HelpMouseClick.say(lang)
    ));
    // The line about layouts joins the heading (the help is tall).
    let heading = vec![format!("{} · {layouts}", GameText::HelpKeys.say(lang))];
    let commands = match facts.commands {
        true => crate::tui::keys::command_section(
            lang,
            crate::play::commands::Screen::Game,
            app.game.kind(),
        ),
        false => Commands::default(),
    };
    (heading, keys, Vec::new(), commands)
}

/// The game's help screen: its keys now, then the `:` commands.
pub fn help_screen(app: &App) -> crate::tui::help::HelpScreen {
    let lang = app.settings.lang;
    let title = format!(" {} ", GameText::HelpTitle.say(lang));
    let (heading, keys, rest, commands) = help_parts(app);
    let rules = crate::tui::rules::RulesScreen::of(app.game.kind(), &app.settings);
    crate::tui::help::HelpScreen::new(title, heading, (keys, 9), rules, lang)
        .with_lines(rest)
        .with_commands(commands)
}
