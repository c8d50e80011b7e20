//! The rules on screen: the rules of a game in short pages, each with a small
//! diagram drawn by the board widget. The words and positions are the table in
//! [`pages`]; this module pages through them and draws them.

pub mod pages;

use crate::config::PieceStyle;
use crate::config::Theme;
use crate::i18n::Lang;
use crate::play::adapters::setup::placement_from_fen;
use crate::play::port::{BoardShape, Cell};
use crate::session::GameKind;
use crate::tui::keys::help::SCROLL_LABEL;
use crate::tui::keys::rules::{RulesAction, RulesInput, KEYS};
use crate::tui::keys::Facts;
use crate::tui::screen::{Context, Outcome, Screen};
use crate::tui::widgets::board::{BoardPicture, BoardView};
use crate::tui::widgets::layout::BoardGeometry;
use crate::tui::widgets::scroll::{picture_rows, render_sign, Row, Scroll};
use crate::tui::widgets::text::{render_hints, render_too_small};
use crate::words::learn::paragraphs;
use crate::words::learn::rules::RulesText;
use crate::words::Say;
use pages::{Diagram, RulePage};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The pages of a game's rules.
pub fn pages_of(kind: GameKind) -> &'static [RulePage] {
    match kind {
        GameKind::Flickering => pages::FLICKERING,
        GameKind::Xiangqi => pages::XIANGQI,
    }
}

/// The rules pages' state: which game, which page, in which language, and where
/// the page is scrolled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesScreen {
    pub kind: GameKind,
    pub page: usize,
    pub style: PieceStyle,
    pub theme: Theme,
    pub lang: Lang,
    pub scroll: Scroll,
}

impl RulesScreen {
    pub fn new(kind: GameKind, style: PieceStyle) -> RulesScreen {
        RulesScreen {
            kind,
            page: 0,
            style,
            theme: Theme::Default,
            lang: Lang::En,
            scroll: Scroll::default(),
        }
    }

    /// The pages in `lang`.
    pub fn in_lang(self, lang: Lang) -> RulesScreen {
        RulesScreen { lang, ..self }
    }

    /// The diagrams in the board colours of `theme`.
    pub fn with_theme(self, theme: Theme) -> RulesScreen {
        RulesScreen { theme, ..self }
    }

    /// The rules of `kind` as the game or editor with `settings` shows them.
    pub fn of(kind: GameKind, settings: &crate::play::Settings) -> RulesScreen {
        RulesScreen::new(kind, settings.style)
            .with_theme(settings.theme)
            .in_lang(settings.lang)
    }

    pub fn pages(&self) -> &'static [RulePage] {
        pages_of(self.kind)
    }

    /// The page shown.
    pub fn current(&self) -> &'static RulePage {
        let pages = self.pages();
        &pages[self.page.min(pages.len() - 1)]
    }

    /// Do what an action asks; a new page starts at its top.
    pub fn act(&mut self, action: RulesAction) -> Outcome {
        let n = self.pages().len();
        let page = self.page;
        match action {
            RulesAction::Next => self.page = (self.page + 1).min(n - 1),
            RulesAction::Previous => self.page = self.page.saturating_sub(1),
            RulesAction::OtherGame => {
                self.kind = match self.kind {
                    GameKind::Flickering => GameKind::Xiangqi,
                    GameKind::Xiangqi => GameKind::Flickering,
                };
                self.page = 0;
                self.scroll.reset();
            }
            RulesAction::Scroll(a) => self.scroll.act(a),
            RulesAction::Back => return Outcome::Back,
            RulesAction::Quit => return Outcome::Quit,
        }
        if self.page != page {
            self.scroll.reset();
        }
        Outcome::Stay
    }

    /// The key bar, from the key table (the scroll keys when the page is longer
    /// than the screen).
    pub fn key_bar(&self) -> Vec<(&'static str, &'static str)> {
        let mut bar =
            crate::tui::keys::bar_in(self.lang, KEYS, RulesInput::Pages, Facts::default());
        if !self.scroll.overflows() {
            bar.retain(|(k, _)| *k != SCROLL_LABEL);
        }
        bar
    }

    /// The page's words as rows of a scrolling text: title, paragraphs, and (where
    /// `diagram` rows are given, the diagram not fitting beside the text) the
    /// diagram, then its caption.
    fn rows(&self, diagram: Option<Vec<Row>>) -> Vec<Row> {
        let page = self.current();
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut rows = vec![
            Row::text(RulesText::Title(page.id).say(self.lang), bold),
            Row::blank(),
        ];
        for (i, p) in paragraphs(&RulesText::Text(page.id).say(self.lang))
            .into_iter()
            .enumerate()
        {
            if i > 0 {
                rows.push(Row::blank());
            }
            rows.push(Row::plain(p));
        }
        if let Some(d) = &page.diagram {
            rows.push(Row::blank());
            rows.extend(diagram.unwrap_or_default());
            rows.push(Row::text(
                caption(self.kind, page, d).say(self.lang),
                Style::new().fg(Color::Gray),
            ));
        }
        rows
    }
}

impl Screen for RulesScreen {
    fn handle(&mut self, event: &Event, _area: Rect, _cx: &mut Context) -> Outcome {
        if self.scroll.wheel(event) {
            return Outcome::Stay;
        }
        let Event::Key(key) = event else {
            return Outcome::Stay;
        };
        match crate::tui::keys::rules::rules_action_for_key(key) {
            Some(action) => self.act(action),
            None => Outcome::Stay,
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        self.render(area, buf);
    }
}

/// A cell written as in notation (`e4`, `e10`).
pub fn parse_cell(name: &str) -> Option<Cell> {
    let mut chars = name.chars();
    let file = chars.next()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let rank: u8 = chars.as_str().parse().ok()?;
    Some(Cell::new(file as u8 - b'a', rank.checked_sub(1)?))
}

/// Why a diagram of the rules pages cannot be drawn (a mistake in the page data,
/// caught by the tests that draw every page).
#[derive(Debug, thiserror::Error)]
pub enum DiagramError {
    #[error(transparent)]
    Fen(#[from] crate::play::adapters::SetupError),
    #[error("not a square: {0}")]
    NotASquare(&'static str),
}

/// The board picture of a diagram (its FEN read by the editor's reader).
pub fn diagram_picture(kind: GameKind, d: &Diagram) -> Result<BoardPicture, DiagramError> {
    let placement = placement_from_fen(kind, d.fen)?;
    let cells = |names: &[&'static str]| -> Result<Vec<Cell>, DiagramError> {
        names
            .iter()
            .map(|&n| parse_cell(n).ok_or(DiagramError::NotASquare(n)))
            .collect()
    };
    Ok(BoardPicture {
        cells: placement.cells(),
        destinations: cells(d.marks)?,
        checked: cells(d.checked)?,
        attacked: cells(d.attacked)?,
        last_moves: d
            .moves
            .iter()
            .map(|(a, b)| Ok((cells(&[a])?[0], cells(&[b])?[0])))
            .collect::<Result<_, DiagramError>>()?,
        ..BoardPicture::default()
    })
}

/// A page's diagram caption, with the side to move in its FEN.
pub fn caption<'a>(kind: GameKind, page: &'a RulePage, d: &Diagram) -> RulesText<'a> {
    RulesText::Caption {
        page: page.id,
        kind,
        turn: placement_from_fen(kind, d.fen).map(|p| p.turn()).ok(),
    }
}

/// The narrowest text column beside a diagram.
const TEXT_MIN: u16 = 30;
/// The tallest diagram: a Xiangqi board at its first size (a chessboard at its
/// second is shorter), so that an 80x24 screen has the Xiangqi diagrams too.
const DIAGRAM_MAX_HEIGHT: u16 = BoardGeometry::min_size(BoardShape::Xiangqi).1;
pub const RULES_MIN: (u16, u16) = (60, 16);

/// Draw a diagram's board in `avail`, at its largest that fits. Returns the columns
/// the drawing took (0: nothing fitted).
pub fn render_diagram(
    kind: GameKind,
    d: &Diagram,
    (style, theme, lang): (PieceStyle, Theme, Lang),
    avail: Rect,
    buf: &mut Buffer,
) -> u16 {
    let shape = BoardShape::of(kind);
    let Some(geometry) = BoardGeometry::fit(shape, false, avail) else {
        return 0;
    };
    match diagram_picture(kind, d) {
        Ok(picture) => {
            let view = BoardView {
                geometry,
                picture: &picture,
                style,
                theme,
                lang,
            };
            (&view).render(geometry.area, buf);
        }
        Err(_) => {
            Paragraph::new(RulesText::DiagramUnreadable.say(lang))
                .wrap(Wrap { trim: true })
                .render(avail, buf);
        }
    }
    geometry.area.width
}

impl Widget for &RulesScreen {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width < RULES_MIN.0 || area.height < RULES_MIN.1 {
            render_too_small(area, buf, RULES_MIN, self.lang);
            return;
        }
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let head = RulesText::Head {
            kind: self.kind,
            page: self.page.min(self.pages().len() - 1) + 1,
            count: self.pages().len(),
        }
        .say(self.lang);
        let head_row = Rect::new(area.x, area.y, area.width, 1);
        Paragraph::new(Line::styled(head, bold.fg(Color::Cyan))).render(head_row, buf);
        let body = Rect::new(area.x, area.y + 2, area.width, area.height - 3);
        let shape = BoardShape::of(self.kind);
        let diagram = self.current().diagram.as_ref();
        // A small diagram right of the text: at most half the width and
        // DIAGRAM_MAX_HEIGHT rows, leaving the text TEXT_MIN columns.
        let room = body.width.saturating_sub(TEXT_MIN + 2).min(body.width / 2);
        let height = body.height.min(DIAGRAM_MAX_HEIGHT);
        let beside = diagram.and_then(|d| {
            let avail = Rect::new(body.right() - room, body.y, room, height);
            BoardGeometry::fit(shape, false, avail).map(|g| (d, g.area.width))
        });
        let rows = match (diagram, beside) {
            (_, Some((d, w))) => {
                // Drawn right-aligned; the text takes the rest.
                let x = body.right() - w;
                render_diagram(
                    self.kind,
                    d,
                    (self.style, self.theme, self.lang),
                    Rect::new(x, body.y, w, height),
                    buf,
                );
                let rows = self.rows(None);
                self.scroll.render(
                    &rows,
                    Rect::new(body.x, body.y, x - body.x - 2, body.height),
                    buf,
                );
                None
            }
            // Too narrow for both side by side: the diagram follows the text (as
            // much of it as the screen has room for).
            (Some(d), None) => Some(self.rows(Some(self.diagram_rows(d, body)))),
            (None, None) => Some(self.rows(None)),
        };
        if let Some(rows) = rows {
            self.scroll.render(&rows, body, buf);
        }
        render_sign(self.scroll.sign(self.lang), head_row, buf);
        render_hints(
            &self.key_bar(),
            Rect::new(area.x, area.bottom() - 1, area.width, 1),
            buf,
        );
    }
}

impl RulesScreen {
    /// The diagram `d` drawn for a text `body` wide, as rows of the text: at its
    /// largest that fits the width and DIAGRAM_MAX_HEIGHT rows (its smallest where
    /// the screen is lower), or a line saying how wide it needs the screen.
    fn diagram_rows(&self, d: &Diagram, body: Rect) -> Vec<Row> {
        let shape = BoardShape::of(self.kind);
        let (_, min_h) = BoardGeometry::min_size(shape);
        let avail = Rect::new(0, 0, body.width, DIAGRAM_MAX_HEIGHT.max(min_h));
        let Some(g) = BoardGeometry::fit(shape, false, avail) else {
            let need = BoardGeometry::min_size(shape).0;
            let text = RulesText::DiagramNeeds(need).say(self.lang);
            return vec![
                Row::text(text, Style::new().fg(Color::Yellow)),
                Row::blank(),
            ];
        };
        let (w, h) = (g.area.width, g.area.height);
        let mut rows = picture_rows(w, h, |area, buf| {
            render_diagram(self.kind, d, (self.style, self.theme, self.lang), area, buf);
        });
        rows.push(Row::blank());
        rows
    }
}
