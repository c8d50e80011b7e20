//! The game screen on the stack: events become [`Action`]s, and what the game asks
//! afterwards ([`Request`]) becomes what the stack does (its help, a question or
//! the settings over it, the next game in its place, the menu); and how a game
//! starts — new, or read from disk.

use super::{App, Message, Next, Request};
use crate::core::Side;
use crate::play::opponent::OpponentKind;
use crate::play::records::{Opened, Records};
use crate::play::setup::GameSetup;
use crate::play::worker::Runner;
use crate::play::{Settings, SetupError};
use crate::tui::ask::Ask;
use crate::tui::keys::Action;
use crate::tui::screen::{pasted_line, Context, Note, Outcome, Screen};
use crate::tui::widgets::layout::ScreenLayout;
use crate::words::game::GameText;
use crate::words::start::{ClockStart, StartFailed};
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

impl App {
    /// A new game from the start position as `setup` says, autosaved in the data
    /// folder; it says who plays whom on which clock.
    pub fn start(setup: &GameSetup, settings: Settings, cx: &Context) -> Result<App, SetupError> {
        let game = (cx.factory)(setup.kind)?;
        let mut app = App::new(game, settings);
        app.runner = cx.runner;
        app.set_players(&setup.players);
        app.records.info.hints_off = !setup.hints;
        app.autosave_in(cx.data.clone());
        if let Some((side, kind)) = &setup.opponent {
            if let OpponentKind::Engine { path, .. } = kind {
                crate::play::opponent::chosen(path);
            }
            app.set_opponent(crate::play::opponent::Opponent::new(*side, kind.clone()));
        }
        if let Some(control) = setup.players.clock {
            let names = [Side::White, Side::Black].map(|side| app.player_name(side));
            let start = ClockStart {
                white: app.player(Side::White, &names[0]),
                black: app.player(Side::Black, &names[1]),
                control,
                to_move: app.game.turn(),
            };
            let said = start.say(app.settings.lang);
            let before = app.message.take().map(|m| m.text + " ");
            app.info(format!("{}{said}", before.unwrap_or_default()));
        }
        app.tick((app.now)());
        Ok(app)
    }

    /// A game read from disk (`resumed`: from this autosave file), `note` on its
    /// message line.
    pub fn opened(
        opened: Opened,
        resumed: Option<&std::path::Path>,
        note: String,
        cx: &Context,
    ) -> App {
        let records = Records::new(opened.game.as_ref(), opened.info, cx.data.clone(), resumed);
        let resumed = resumed.is_some();
        let mut app = App::new(opened.game, cx.settings).with_records(records);
        app.runner = cx.runner;
        // The autosave of a game against the computer or an engine goes on against
        // it. Only the autosave, which duochess wrote: a record from elsewhere could
        // name any program as its engine, and opening a file must not run one.
        let recorded = app.records.info.opponent.clone();
        let over = app.game.result().is_over();
        let restored = recorded
            .filter(|_| resumed && !over)
            .as_ref()
            .and_then(crate::play::opponent::Opponent::from_recorded);
        let mut note = note;
        if let Some(opponent) = restored {
            // "… The computer (level 3) plays Black." (an engine not chosen in this
            // run only once the player says so)
            app.restore_opponent(opponent);
            if let Some(plays) = app.message.take() {
                note = format!("{note} {}", plays.text);
            }
        }
        app.message = Some(Message {
            text: note,
            error: false,
        });
        app
    }

    /// The action an event asks for: a key, a click on the board (through the
    /// layout the board is drawn with in `area`); a paste goes into the command line.
    pub(crate) fn action_for_event(&mut self, event: &Event, area: Rect) -> Option<Action> {
        match event {
            Event::Key(key) => self.action_for(key),
            Event::Paste(text) => {
                self.paste(&pasted_line(text));
                None
            }
            Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                ScreenLayout::compute(area, self.game.shape(), self.settings.flipped)
                    .board()
                    .and_then(|b| b.cell_at(m.column, m.row))
                    .map(Action::Click)
            }
            _ => None,
        }
    }

    /// What the stack does for `request`: the help, a question or the settings
    /// over the game; the next game in its place; the menu; the end.
    pub fn outcome(&mut self, request: Request, cx: &mut Context) -> Outcome {
        if let Some(text) = self.clipboard.take() {
            cx.copy(&text);
        }
        let lang = self.settings.lang;
        match request {
            Request::None => Outcome::Stay,
            Request::Help => Outcome::Push(Box::new(super::view::help_screen(self))),
            Request::Settings => Outcome::Push(Box::new(
                crate::tui::settings::SettingsScreen::open(cx, self.settings.theme, lang),
            )),
            Request::Ask(q) => Outcome::Push(Box::new(Ask::yes_no(self.question_text(q), lang))),
            Request::Leave => Outcome::Push(Box::new(Ask::leave(self.leave_text(), lang))),
            Request::Quit => Outcome::Quit,
            Request::Next(Next::Menu) => Outcome::Menu,
            Request::Review => self.review_screen(cx),
            Request::Next(next) => {
                let setup = match next {
                    Next::Rematch => self.setup().rematch(),
                    _ => self.setup(),
                };
                // The board's look stays; its side follows the new game.
                let settings = Settings {
                    flipped: cx.settings.flipped,
                    ..self.settings
                };
                match App::start(&setup, settings, cx) {
                    Ok(app) => Outcome::Replace(Box::new(app)),
                    Err(e) => {
                        self.message = Some(Message {
                            text: StartFailed(&e).say(lang),
                            error: true,
                        });
                        Outcome::Stay
                    }
                }
            }
        }
    }

    /// The review of this game over it: its record as written, kept beside the
    /// finished game's file in the records folder when the autosave put it there.
    fn review_screen(&mut self, cx: &Context) -> Outcome {
        let Some(text) = self.game.record(&self.records.info) else {
            return Outcome::Stay;
        };
        let path = self.records.finished.clone();
        match crate::tui::review::ReviewScreen::open(
            text,
            path,
            self.settings,
            crate::tui::review::Engines::of_settings(&cx.remembered.config),
        ) {
            Ok(screen) => Outcome::Push(Box::new(screen)),
            Err(_) => Outcome::Stay,
        }
    }

    /// The settings screen's values, laid onto the game.
    pub fn take_settings(&mut self, config: &crate::config::Config, lang: crate::i18n::Lang) {
        crate::play::settings::apply_in(config, lang, &mut self.settings);
        let notation = self.settings.notation;
        if self.game.notation_styles().contains(&notation) {
            self.notation = notation;
        }
        crate::tui::widgets::theme::Colours::apply_to_terminal(self.settings.theme);
    }
}

impl Screen for App {
    fn opening(&mut self) -> Option<Box<dyn Screen>> {
        let q = self.opening_question()?;
        Some(Box::new(Ask::yes_no(
            self.question_text(q),
            self.settings.lang,
        )))
    }

    fn handle(&mut self, event: &Event, area: Rect, cx: &mut Context) -> Outcome {
        let Some(action) = self.action_for_event(event, area) else {
            return Outcome::Stay;
        };
        let theme_before = self.settings.theme;
        let request = self.handle(action);
        // The board colours chosen in a game (`T`, `:theme`) stay for the screens
        // after it, and are remembered as the settings screen remembers them.
        cx.settings.theme = self.settings.theme;
        if self.settings.theme != theme_before {
            remember_theme(&mut cx.remembered, self);
        }
        self.outcome(request, cx)
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        self.render(area, buf);
    }

    fn hear(&mut self, note: Note, cx: &mut Context) -> Outcome {
        match note {
            Note::Answer(yes) => {
                let request = self.answer(yes);
                self.outcome(request, cx)
            }
            Note::Settings { config, lang } => {
                self.take_settings(&config, lang);
                Outcome::Stay
            }
            Note::Said(message) => {
                self.message = Some(message);
                Outcome::Stay
            }
        }
    }

    fn busy(&self, covered: bool) -> bool {
        self.job.is_some() || self.opponent_due() || (!covered && self.clock_ticking())
    }

    fn tick(&mut self, covered: bool) -> bool {
        let changed = self.collect_job();
        // The clock runs on (and its flag may fall) between events.
        self.tick_at((self.now)(), covered);
        changed || self.clock_running() || self.game.result().is_over()
    }

    fn set_runner(&mut self, runner: Runner) {
        self.runner = runner;
    }
}

/// Keep the board colours chosen in a game in the settings file, as the settings
/// screen does; a file that cannot be written says so after the colours' name.
fn remember_theme(remembered: &mut crate::config::Remembered, app: &mut App) {
    let chosen = app.settings.theme;
    if remembered.config.theme == Some(chosen) {
        return;
    }
    remembered.config.theme = Some(chosen);
    let Some(file) = &remembered.file else {
        return;
    };
    if let Err(e) = file.save(&remembered.config) {
        let lang = app.settings.lang;
        let not = GameText::ThemeNotRemembered(&e).say(lang);
        let said = app.message.take().map(|m| m.text).unwrap_or_default();
        app.message = Some(Message {
            text: format!("{said} {not}").trim_start().to_string(),
            error: true,
        });
    }
}
