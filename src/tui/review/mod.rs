//! The review screen: a finished game or a record, turn by turn — the move list
//! with each finding marked (symbols, and their words in the help and the detail
//! pane), the evaluation graph across the game, the board at the turn shown with
//! the line played or the better one on it (Tab), stepped through with the arrows
//! as browsing a game is, and `e` to open the position in the editor.
//!
//! The review itself is `play::review`'s, run on the background worker
//! (`review::job`, its progress "12 of 60 turns" on the message line); Esc stops
//! it and keeps the turns done. A finished review of a record on disk is kept
//! beside it (`play::review::kept`: `NAME.pgn.review.toml`) and opened from there
//! at once the next time; a kept review that does not fit the record is redone.
//! `view.rs` draws it.

mod view;

use crate::i18n::Lang;
use crate::play::review::board::Shown;
use crate::play::review::{self, kept, EngineChoice, Review, ReviewSettings, TurnReview};
use crate::play::worker::{Job, JobEnd, Runner};
use crate::play::Settings;
use crate::record::{LoadError, LoadedGame};
use crate::session::GameKind;
use crate::tui::keys::review::{review_action_for_key, ReviewAction, ReviewInput};
use crate::tui::screen::{Context, Message, Outcome, Screen};
use crate::words::review::ReviewText;
use crate::words::review_screen::ReviewScreenText;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEventKind};
use ratatui::layout::Rect;
use std::path::PathBuf;

/// The engines a Xiangqi review may be evaluated by (chosen in this order, see
/// [`review::choose_engine`]; the record's own opponent comes between them).
#[derive(Clone, Debug)]
pub struct Engines {
    /// Given for this review (`duochess review FILE --screen --engine PATH`).
    pub given: Option<PathBuf>,
    /// The engine in the settings (`Config::engine`).
    pub settings: Option<PathBuf>,
    /// Its thinking time per position.
    pub movetime: std::time::Duration,
}

impl Default for Engines {
    /// None given, none in the settings (the record's own engine, if any, alone).
    fn default() -> Engines {
        Engines {
            given: None,
            settings: None,
            movetime: review::ENGINE_TIME,
        }
    }
}

impl Engines {
    /// No engine given, the one in the settings `config` if it has one, at the
    /// review's default time.
    pub fn of_settings(config: &crate::config::Config) -> Engines {
        Engines {
            settings: config.engine.clone(),
            ..Engines::default()
        }
    }

    /// The engine chosen, if any, for a test's or a screen's look.
    pub fn chosen(screen: &ReviewScreen) -> Option<&EngineChoice> {
        screen.review_settings.engine.as_ref()
    }
}

/// The review screen's state.
pub struct ReviewScreen {
    pub kind: GameKind,
    game: LoadedGame,
    /// The record's text (the kept review must have been made from it).
    record_text: String,
    /// Where the record is on disk (its review is kept beside it).
    record_path: Option<PathBuf>,
    review_settings: ReviewSettings,
    /// The review, once done (or stopped: the turns done).
    pub review: Option<Review>,
    job: Option<Job<Review>>,
    /// Esc was pressed while the review ran: it is stopping.
    stopping: bool,
    /// The turn shown (an index into the review's turns).
    pub selected: usize,
    /// What the board shows of it.
    pub shown: Shown,
    pub settings: Settings,
    pub message: Option<Message>,
    runner: Runner,
    started: bool,
}

impl ReviewScreen {
    /// The review of the record `record_text` (at `record_path` on disk, if it is
    /// there), evaluated in Xiangqi by the engine `given` for it, else the engine
    /// the record's game was played against, else the engine in the settings
    /// (`settings_engine`) — [`review::choose_engine`].
    pub fn open(
        record_text: String,
        record_path: Option<PathBuf>,
        settings: Settings,
        engines: Engines,
    ) -> Result<ReviewScreen, LoadError> {
        let loaded = crate::record::load(&record_text)?;
        let kind = match &loaded.game {
            LoadedGame::Flickering(_) => GameKind::Flickering,
            LoadedGame::Xiangqi(_) => GameKind::Xiangqi,
        };
        let mut review_settings = ReviewSettings::default();
        if kind == GameKind::Xiangqi {
            review_settings.engine = review::choose_engine(
                engines.given,
                &loaded.info,
                engines.settings,
                engines.movetime,
            );
        }
        let mut screen = ReviewScreen {
            kind,
            game: loaded.game,
            record_text,
            record_path,
            review_settings,
            review: None,
            job: None,
            stopping: false,
            selected: 0,
            shown: Shown::Played,
            settings,
            message: None,
            runner: Runner::Inline,
            started: false,
        };
        let kept =
            (screen.record_path.as_deref()).and_then(|p| kept::open(p, &screen.record_text, kind));
        if let Some(r) = kept {
            screen.take(r);
            screen.started = true;
            screen.say(ReviewScreenText::Opened);
        }
        Ok(screen)
    }

    /// The review of the record file at `path`.
    pub fn of_file(
        path: PathBuf,
        settings: Settings,
        engines: Engines,
    ) -> Result<ReviewScreen, crate::record::LoadFileError> {
        let text = crate::record::store::read_text(&path)?;
        ReviewScreen::open(text, Some(path.clone()), settings, engines).map_err(|source| {
            crate::record::LoadFileError::Record {
                path,
                source: Box::new(source),
            }
        })
    }

    fn lang(&self) -> Lang {
        self.settings.lang
    }

    fn say(&mut self, text: ReviewScreenText) {
        self.message = Some(Message {
            text: text.say(self.lang()),
            error: matches!(text, ReviewScreenText::NotKept(_)),
        });
    }

    /// Start the review on the worker (once the screen knows its runner).
    pub fn start(&mut self) {
        self.started = true;
        self.stopping = false;
        self.message = None;
        let (task, work) = review::job(self.game.clone(), self.review_settings.clone());
        // A UCI engine's process ends with the job (quitting).
        let within = (self.review_settings.engine.as_ref()).map(|_| crate::uci::ENDS_WITHIN);
        self.job = Some(Job::start(self.runner, task, work).ends_on_drop(within));
        self.collect();
    }

    /// Whether the review is running.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// Take a finished review: shown from its first finding (or its first turn),
    /// and kept beside the record when it ran to its end.
    fn take(&mut self, r: Review) {
        self.selected = r.turns.iter().position(view::has_finding).unwrap_or(0);
        self.shown = Shown::Played;
        self.review = Some(r);
    }

    /// Take the review's result if it is done; whether anything changed.
    fn collect(&mut self) -> bool {
        let Some(end) = self.job.as_mut().and_then(Job::finished) else {
            return false;
        };
        self.job = None;
        self.stopping = false;
        let JobEnd::Done(r) = end else {
            return true;
        };
        let kept = match (&self.record_path, r.cancelled) {
            (Some(path), false) => kept::save(path, &self.record_text, &r).err(),
            _ => None,
        };
        let stopped = r.cancelled.then(|| (r.turns.len(), self.total_turns()));
        self.take(r);
        if let Some(e) = kept {
            self.say(ReviewScreenText::NotKept(&e));
        } else if let Some((done, total)) = stopped {
            self.message = Some(Message {
                text: ReviewText::Stopped { done, total }.say(self.lang()),
                error: false,
            });
        }
        true
    }

    /// The number of turns of the game.
    fn total_turns(&self) -> usize {
        match &self.game {
            LoadedGame::Flickering(g) => g.history().len(),
            LoadedGame::Xiangqi(g) => g.moves().count(),
        }
    }

    /// The turn shown, if the review has one.
    pub fn turn(&self) -> Option<&TurnReview> {
        self.review.as_ref()?.turns.get(self.selected)
    }

    pub fn input_mode(&self) -> ReviewInput {
        if self.running() {
            ReviewInput::Running
        } else {
            ReviewInput::Turns
        }
    }

    fn step_to(&mut self, index: usize) {
        let last = self.review.as_ref().map_or(0, |r| r.turns.len()).max(1) - 1;
        self.selected = index.min(last);
        self.shown = Shown::Played;
    }

    /// Do what the player asked.
    pub fn act(&mut self, action: ReviewAction) -> Outcome {
        use ReviewAction as A;
        match action {
            A::Previous => self.step_to(self.selected.saturating_sub(1)),
            A::Next => self.step_to(self.selected + 1),
            A::First => self.step_to(0),
            A::Last => self.step_to(usize::MAX),
            A::OtherLine => {
                if let Some(t) = self.turn() {
                    let lines = t.shown_lines();
                    let at = lines.iter().position(|&s| s == self.shown).unwrap_or(0);
                    self.shown = lines[(at + 1) % lines.len()];
                }
            }
            A::Editor => {
                if let Some(fen) = self.turn().map(|t| t.played.start_board().fen) {
                    return Outcome::Editor {
                        kind: self.kind,
                        fen,
                    };
                }
            }
            A::Flip => self.settings.flipped = !self.settings.flipped,
            A::Again => self.start(),
            A::Help => return Outcome::Push(Box::new(view::help_screen(self))),
            A::Stop => {
                if let Some(job) = &self.job {
                    job.cancel();
                    self.stopping = true;
                    self.say(ReviewScreenText::Stopping);
                }
            }
            A::Back => return Outcome::Back,
            A::Quit => return Outcome::Quit,
        }
        Outcome::Stay
    }
}

impl Screen for ReviewScreen {
    fn handle(&mut self, event: &Event, _area: Rect, cx: &mut Context) -> Outcome {
        let Event::Key(key) = event else {
            return Outcome::Stay;
        };
        if key.kind == KeyEventKind::Release {
            return Outcome::Stay;
        }
        if !self.started {
            self.runner = cx.runner;
            self.start();
        }
        match review_action_for_key(self.input_mode(), key) {
            Some(action) => self.act(action),
            None => Outcome::Stay,
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        view::draw(self, area, buf);
    }

    fn hear(&mut self, note: crate::tui::screen::Note, _cx: &mut Context) -> Outcome {
        if let crate::tui::screen::Note::Settings { config, lang } = note {
            crate::play::settings::apply_in(&config, lang, &mut self.settings);
        }
        Outcome::Stay
    }

    fn busy(&self, _covered: bool) -> bool {
        self.running()
    }

    fn tick(&mut self, _covered: bool) -> bool {
        // A running review's progress changes while nothing else does.
        self.collect() || self.running()
    }

    fn set_runner(&mut self, runner: Runner) {
        self.runner = runner;
        if !self.started {
            self.start();
        }
    }
}
