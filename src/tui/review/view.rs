//! Drawing the review screen: the board (the game screen's widget and layout) at
//! the turn shown, and beside it the title, the evaluation graph (a ratatui
//! `Sparkline`, clamped to `play::review::EVAL_CAP`, with `▲` under the turn
//! shown), the move list with each turn's marks, and the detail pane with the
//! findings in words; the message line (the review's progress while it runs) and
//! the key bar below.

use super::ReviewScreen;
use crate::core::Side;
use crate::play::review::board::LineBoard;
use crate::play::review::{Mate, TurnReview, EVAL_CAP};
use crate::record::LoadedGame;
use crate::tui::keys::review::KEYS;
use crate::tui::keys::{bar_in, help_lines_in, Facts};
use crate::tui::widgets::board::{BoardPicture, BoardView};
use crate::tui::widgets::layout::ScreenLayout;
use crate::tui::widgets::text::{fit, render_grown, render_hints, render_too_small, wrap_to};
use crate::words::jobs::Progress;
use crate::words::review::{eval_text, line_text, turn_label, ReviewText};
use crate::words::review_screen::{marks, ReviewScreenText};
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Sparkline, SparklineBar, Widget};

/// Whether a turn has something to say: a mate missed or allowed, a class, a
/// search not decided.
pub fn has_finding(t: &TurnReview) -> bool {
    !marks(t).is_empty()
}

/// The position the board shows: the line chosen of the turn shown, after it
/// (with its moves marked); while the review runs, the game's last position.
fn shown_board(s: &ReviewScreen) -> LineBoard {
    if let Some(line) = s.turn().and_then(|t| t.line(s.shown)) {
        return line.end_board();
    }
    match &s.game {
        LoadedGame::Flickering(g) => crate::play::review::board::flickering_board(g.position()),
        LoadedGame::Xiangqi(g) => crate::play::review::board::xiangqi_board(g.position()),
    }
}

pub fn draw(s: &ReviewScreen, area: Rect, buf: &mut Buffer) {
    let shape = match s.kind {
        crate::session::GameKind::Flickering => crate::play::port::BoardShape::Chess,
        crate::session::GameKind::Xiangqi => crate::play::port::BoardShape::Xiangqi,
    };
    let lang = s.settings.lang;
    match ScreenLayout::compute(area, shape, s.settings.flipped) {
        ScreenLayout::TooSmall { need } => render_too_small(area, buf, need, lang),
        ScreenLayout::Game {
            board,
            panel,
            message,
            keybar,
        } => {
            let shown = shown_board(s);
            let picture = BoardPicture {
                cells: shown.cells,
                last_moves: shown.moves,
                checked: shown.checked,
                file_numbers: s.settings.file_numbers,
                ..BoardPicture::default()
            };
            let view = BoardView {
                geometry: board,
                picture: &picture,
                style: s.settings.style,
                theme: s.settings.theme,
                lang: s.settings.lang,
            };
            (&view).render(board.area, buf);
            render_panel(s, panel, buf);
            render_message(s, message, buf);
            let bar = bar_in(lang, KEYS, s.input_mode(), Facts::default());
            render_hints(&bar, keybar, buf);
        }
    }
}

fn render_message(s: &ReviewScreen, area: Rect, buf: &mut Buffer) {
    if let (Some(job), false) = (&s.job, s.stopping) {
        let progress = Progress {
            task: job.task(),
            elapsed: job.elapsed(),
            opponent: None,
        };
        let style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        render_grown(&progress.say(s.settings.lang), style, area, buf);
        return;
    }
    if let Some(m) = &s.message {
        let style = if m.error {
            Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        render_grown(&m.text, style, area, buf);
    }
}

/// The evaluation after a turn from White's (Red's) side, within the cap.
fn white_eval(t: &TurnReview) -> Option<i32> {
    let e = t.eval?.capped();
    Some(if t.side == Side::White { e } else { -e })
}

/// The graph: one bar a turn (or a turn a column when there are more turns than
/// columns), the middle of its height an even game; the turn shown in yellow and
/// marked `▲` on the row below.
fn render_graph(s: &ReviewScreen, turns: &[TurnReview], area: Rect, buf: &mut Buffer) {
    if area.height < 2 || turns.is_empty() {
        return;
    }
    let w = usize::from(area.width);
    let n = turns.len();
    let columns = n.min(w);
    let turn_at = |c: usize| c * n / columns;
    let bars: Vec<SparklineBar> = (0..columns)
        .map(|c| {
            let i = turn_at(c);
            let value = white_eval(&turns[i]).map(|e| (e + EVAL_CAP) as u64);
            let bar = SparklineBar::from(value);
            if i == s.selected
                || (turn_at(c) < s.selected && c + 1 < columns && turn_at(c + 1) > s.selected)
            {
                bar.style(Style::new().fg(Color::Yellow))
            } else {
                bar
            }
        })
        .collect();
    let graph = Rect::new(area.x, area.y, area.width, area.height - 1);
    Sparkline::default()
        .data(bars)
        .max((2 * EVAL_CAP) as u64)
        .style(Style::new().fg(Color::Cyan))
        .render(graph, buf);
    let at = (0..columns)
        .rev()
        .find(|&c| turn_at(c) <= s.selected)
        .unwrap_or(0);
    buf.set_string(
        area.x + at as u16,
        area.y + area.height - 1,
        "▲",
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
    );
}

/// A row of the move list: label, marks, the moves, the evaluation after.
fn list_row(s: &ReviewScreen, t: &TurnReview) -> String {
    let lang = s.settings.lang;
    let eval = t.eval.map(|e| eval_text(e, lang)).unwrap_or_default();
    // A Xiangqi move of Black's is `12…`, so that the two moves of a number differ.
    let label = match (s.kind, t.side) {
        (crate::session::GameKind::Xiangqi, Side::Black) => format!("{}…", t.number),
        _ => turn_label(s.kind, t, lang),
    };
    format!(
        "{label:<5}{:<6}{eval:>6} {}",
        marks(t),
        line_text(&t.played, lang)
    )
}

fn render_panel(s: &ReviewScreen, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    let lang = s.settings.lang;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let w = area.width;
    let mut top: Vec<Line> = vec![Line::styled(
        fit(&ReviewScreenText::Title(s.kind).say(lang), w),
        bold.fg(Color::Cyan),
    )];
    let Some(r) = &s.review else {
        for l in wrap_to(&ReviewScreenText::Running.say(lang), w) {
            top.push(Line::raw(l));
        }
        Paragraph::new(top).render(area, buf);
        return;
    };
    if r.turns.is_empty() {
        top.push(Line::raw(fit(&ReviewScreenText::NoTurns.say(lang), w)));
        Paragraph::new(top).render(area, buf);
        return;
    }
    // The detail pane, at the bottom: the turn, its findings, what the board shows.
    let mut detail: Vec<Line> = Vec::new();
    if let Some(t) = s.turn() {
        for l in wrap_to(&ReviewText::Turn(s.kind, t).say(lang), w) {
            detail.push(Line::styled(l, bold));
        }
        let findings = ReviewText::Findings(s.kind, t).say(lang);
        for f in findings.lines() {
            let style = match (&t.missed_mate, &t.allowed_mate) {
                (Mate::Yes { .. }, _) | (_, Mate::Yes { .. }) => Style::new().fg(Color::Red),
                _ => Style::new().fg(Color::Yellow),
            };
            for l in wrap_to(f, w) {
                detail.push(Line::styled(l, style));
            }
        }
        for l in wrap_to(&ReviewScreenText::Board(s.kind, s.shown).say(lang), w) {
            detail.push(Line::styled(l, Style::new().fg(Color::Magenta)));
        }
    }
    let evaluated = r.turns.iter().any(|t| t.eval.is_some() && t.loss.is_some());
    let xiangqi = s.kind == crate::session::GameKind::Xiangqi;
    let caption = if evaluated {
        ReviewScreenText::Graph(s.kind).say(lang)
    } else if xiangqi && r.engine_failed.is_none() {
        ReviewScreenText::NoEngine.say(lang)
    } else {
        ReviewText::Evaluator(r).say(lang)
    };
    let mut caption_lines = wrap_to(&caption, w);
    // Which engine evaluated a Xiangqi game, and why that one.
    if let (true, Some(name)) = (xiangqi && evaluated, r.engine.as_deref()) {
        let from = r.engine_from;
        let text = ReviewScreenText::Engine { name, from }.say(lang);
        caption_lines.extend(wrap_to(&text, w));
    }
    let graph_h: u16 = if evaluated && area.height >= 18 { 4 } else { 0 };
    let fixed = 1 + caption_lines.len() as u16 + graph_h + detail.len() as u16 + 1;
    let list_h = area.height.saturating_sub(fixed).max(2);
    // Title, caption, graph.
    let mut y = area.y;
    let line = |l: Line, y: &mut u16, buf: &mut Buffer| {
        if *y < area.bottom() {
            Paragraph::new(l).render(Rect::new(area.x, *y, w, 1), buf);
            *y += 1;
        }
    };
    line(top.remove(0), &mut y, buf);
    for c in caption_lines {
        line(
            Line::styled(c, Style::new().fg(Color::DarkGray)),
            &mut y,
            buf,
        );
    }
    if graph_h > 0 && y + graph_h <= area.bottom() {
        render_graph(s, &r.turns, Rect::new(area.x, y, w, graph_h), buf);
        y += graph_h;
    }
    // The move list, the turn shown in the middle where it can be.
    let rows = usize::from(list_h.min(area.bottom().saturating_sub(y)));
    let first = s
        .selected
        .saturating_sub(rows / 2)
        .min(r.turns.len().saturating_sub(rows));
    for (i, t) in r.turns.iter().enumerate().skip(first).take(rows) {
        let text = fit(&list_row(s, t), w);
        let style = if i == s.selected {
            bold.add_modifier(Modifier::REVERSED)
        } else if matches!(t.missed_mate, Mate::Yes { .. })
            || matches!(t.allowed_mate, Mate::Yes { .. })
        {
            Style::new().fg(Color::Red)
        } else {
            Style::new()
        };
        line(Line::styled(text, style), &mut y, buf);
    }
    y = y.max(area.bottom().saturating_sub(detail.len() as u16));
    for l in detail {
        line(l, &mut y, buf);
    }
}

/// The review screen's help: the marks and the graph, then its keys.
pub fn help_screen(s: &ReviewScreen) -> crate::tui::help::HelpScreen {
    let lang = s.settings.lang;
    let heading: Vec<String> = ReviewScreenText::Marks
        .say(lang)
        .lines()
        .map(str::to_string)
        .chain(std::iter::once(String::new()))
        .collect();
    let keys = help_lines_in(lang, KEYS, s.input_mode(), Facts::EVERYTHING, 11);
    let title = format!(" {} ", ReviewScreenText::HelpTitle.say(lang));
    let rules = crate::tui::rules::RulesScreen::of(s.kind, &s.settings);
    crate::tui::help::HelpScreen::new(title, heading, (keys, 11), rules, lang)
}
