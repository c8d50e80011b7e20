//! The start menu on the stack: its keys, the mouse and the "Load a game" list
//! become the screens it opens over itself; it offers the autosaved games in
//! progress (the Resume entries) each time it is on top again.

use crate::play::records as files;
use crate::play::setup::GameSetup;
use crate::record::DataDir;
use crate::session::GameKind;
use crate::tui::editor::SetupEditor;
use crate::tui::game::App;
use crate::tui::keys::menu::{menu_action_for_key, MenuAction};
use crate::tui::lessons::LessonScreen;
use crate::tui::load::{LoadOutcome, LoadScreen};
use crate::tui::menu::{ResumeOffer, StartItem, StartMenu};
use crate::tui::new_game::{ClockChoice, EngineChoice, NewGameScreen};
use crate::tui::practice::PracticeScreen;
use crate::tui::rules::RulesScreen;
use crate::tui::screen::{pasted_line, Context, Note, Outcome, Screen};
use crate::tui::settings::SettingsScreen;
use crate::words::files::games::{GameSummary, Loaded, Opening, RecordPlayers};
use crate::words::menus::{LoadText, MenuText};
use crate::words::start::StartFailed;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEvent, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

impl StartMenu {
    /// The Resume entries for the autosaved games in progress, newest first (and
    /// why one cannot be read, on the message line).
    pub fn offer_resume(&mut self, cx: &Context) {
        self.resume.clear();
        let Some(data) = &cx.data else { return };
        let lang = self.lang;
        let mut problems = Vec::new();
        for found in files::in_progress(data) {
            let opened = match found.game {
                Ok(opened) => opened,
                Err(e) => {
                    problems.push(e.say(lang));
                    continue;
                }
            };
            let summary = GameSummary::of(opened.game.as_ref());
            let mut detail = summary.progress().say(lang);
            let players = RecordPlayers {
                kind: summary.kind,
                info: &opened.info,
            };
            if players.named() {
                detail = format!("{} · {detail}", players.say(lang));
            }
            if let Some(when) = found.file.modified {
                // (UTC, as the records list says in its header.)
                detail = format!("{detail} · {} UTC", crate::record::store::utc_minute(when));
            }
            self.resume.push(ResumeOffer {
                game: summary.kind.say(lang),
                detail,
                path: found.file.path,
            });
        }
        if !problems.is_empty() {
            self.message = Some(problems.join(" "));
        }
    }

    fn handle_key(&mut self, key: &KeyEvent, cx: &mut Context) -> Outcome {
        let Some(action) = menu_action_for_key(self.input_mode(), key) else {
            return Outcome::Stay;
        };
        if let Some(load) = &mut self.load {
            let outcome = load.handle(action);
            return self.after_load(outcome, cx);
        }
        use MenuAction as A;
        match action {
            A::Quit => return Outcome::Quit,
            A::Up => self.step(-1),
            A::Down => self.step(1),
            A::Pick(i) => {
                if let Some(&item) = StartItem::ALL.get(i) {
                    self.selected = item;
                    return self.choose(cx);
                }
            }
            A::Resume => {
                if !self.resume.is_empty() {
                    self.selected = StartItem::Resume(0);
                    return self.choose(cx);
                }
                self.message = Some(MenuText::NothingToResume.say(self.lang));
            }
            A::Choose => return self.choose(cx),
            A::Help => return Outcome::Push(Box::new(self.help_screen(&cx.settings))),
            // The list's keys (their mode is not the menu's).
            A::PageUp
            | A::PageDown
            | A::First
            | A::Last
            | A::Type(_)
            | A::Erase
            | A::Complete
            | A::Open
            | A::Review
            | A::Back => {}
        }
        Outcome::Stay
    }

    fn after_load(&mut self, outcome: LoadOutcome, cx: &mut Context) -> Outcome {
        match outcome {
            LoadOutcome::Stay => Outcome::Stay,
            LoadOutcome::Back => {
                self.load = None;
                self.message = None;
                Outcome::Stay
            }
            LoadOutcome::Quit => Outcome::Quit,
            LoadOutcome::Open(path) => self.load_path(&path, cx),
            LoadOutcome::Review(path) => {
                match crate::tui::review::ReviewScreen::of_file(
                    path,
                    cx.settings,
                    crate::tui::review::Engines::of_settings(&cx.remembered.config),
                ) {
                    Ok(screen) => {
                        self.reviewing_from_list = true;
                        Outcome::Push(Box::new(screen))
                    }
                    Err(e) => {
                        let e = crate::record::autosave::PersistError::Load(e);
                        let text = LoadText::NotOpened(&e).say(self.lang);
                        self.load_failed(text)
                    }
                }
            }
        }
    }

    /// Open the entry chosen.
    fn choose(&mut self, cx: &mut Context) -> Outcome {
        let settings = cx.settings;
        let screen: Box<dyn Screen> = match self.chosen() {
            item @ StartItem::Resume(_) => return self.resume_game(item, cx),
            StartItem::NewGame => Box::new(NewGameScreen {
                // The clock row starts on the remembered default clock.
                clock: ClockChoice::of(cx.remembered.config.clock),
                // The engine row offers the engine last chosen.
                engine: EngineChoice::remembered(cx.remembered.config.engine.as_deref()),
                lang: self.lang,
                ..NewGameScreen::default()
            }),
            StartItem::Flickering => return self.start_game(GameKind::Flickering, cx),
            StartItem::Xiangqi => return self.start_game(GameKind::Xiangqi, cx),
            StartItem::Setup => Box::new(SetupEditor::new(
                crate::play::adapters::setup::Placement::start(GameKind::Flickering),
                settings,
            )),
            StartItem::Practice => {
                let file = (cx.data.as_ref())
                    .map(|d| crate::practice::progress::Progress::file_in(d.root()));
                let seed = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs());
                let seed = std::env::var("DUOCHESS_PRACTICE_SEED")
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(seed);
                Box::new(PracticeScreen::new(settings, file, seed))
            }
            StartItem::Lessons => Box::new(LessonScreen::new(settings)),
            StartItem::Rules => Box::new(RulesScreen::of(GameKind::Flickering, &settings)),
            StartItem::Load => {
                let folder = cx.data.as_ref().map(DataDir::records_dir);
                let autosaves = (cx.data.iter())
                    .flat_map(DataDir::autosaves)
                    .map(|f| f.path)
                    .collect();
                let load = LoadScreen::new(folder, self.lang).with_autosaves(autosaves);
                self.load = Some(Box::new(load));
                self.message = None;
                return Outcome::Stay;
            }
            StartItem::Settings => Box::new(SettingsScreen::open(cx, settings.theme, self.lang)),
            StartItem::Network => Box::new(crate::tui::remote::form::NetForm::host(self.lang)),
            StartItem::Quit => return Outcome::Quit,
        };
        Outcome::Push(screen)
    }

    /// A new game of `kind`, hot-seat, on the remembered default clock.
    fn start_game(&mut self, kind: GameKind, cx: &mut Context) -> Outcome {
        let mut setup = GameSetup::hot_seat(kind);
        setup.players.clock = cx.remembered.config.clock;
        match App::start(&setup, cx.settings, cx) {
            Ok(app) => Outcome::Push(Box::new(app)),
            // Said on the menu, which keeps its Resume entry.
            Err(e) => {
                self.message = Some(StartFailed(&e).say(self.lang));
                Outcome::Stay
            }
        }
    }

    /// Play on from the autosaved game the Resume entry `item` offers.
    fn resume_game(&mut self, item: StartItem, cx: &mut Context) -> Outcome {
        let Some(path) = self.offer(item).map(|o| o.path.clone()) else {
            return Outcome::Stay;
        };
        match self.resume_from(&path, cx) {
            Ok(outcome) => outcome,
            Err(why) => {
                self.resume.retain(|o| o.path != path);
                self.message = Some(why);
                Outcome::Stay
            }
        }
    }

    /// Play on from the autosaved game in the file `path`; why not, in words.
    fn resume_from(&self, path: &std::path::Path, cx: &Context) -> Result<Outcome, String> {
        // A game hosted across the network is hosted again, for the guest's line.
        let data = cx.data.clone();
        if let Some(hosted) = crate::tui::remote::resumed::host_again_at(path, cx.settings, data) {
            return hosted.map(|screen| Outcome::Push(Box::new(screen)));
        }
        match files::open_autosave(path) {
            Ok(Some(opened)) => {
                let summary = GameSummary::of(opened.game.as_ref());
                let note = Opening::Resumed(summary).say(self.lang);
                Ok(Outcome::Push(Box::new(App::opened(
                    opened,
                    Some(path),
                    note,
                    cx,
                ))))
            }
            Ok(None) => Err(MenuText::AutosaveGone.say(self.lang)),
            Err(e) => Err(e.say(self.lang)),
        }
    }

    /// Open the record at `path` (an autosaved game in progress is resumed, to
    /// go on in its autosave); on error the list stays, with the reason.
    fn load_path(&mut self, path: &std::path::Path, cx: &mut Context) -> Outcome {
        let autosave = cx.data.as_ref().and_then(|d| d.autosave_at(path));
        if autosave.is_some() {
            return match self.resume_from(path, cx) {
                Ok(outcome) => outcome,
                Err(text) => self.load_failed(text),
            };
        }
        match files::open_record(path, None) {
            Ok(opened) => {
                let note = Loaded {
                    path,
                    summary: GameSummary::of(opened.game.as_ref()),
                }
                .say(self.lang);
                Outcome::Push(Box::new(App::opened(opened, None, note, cx)))
            }
            Err(e) => {
                let text = LoadText::NotOpened(&e).say(self.lang);
                self.load_failed(text)
            }
        }
    }

    /// Why the file chosen in "Load a game" did not open, under its list.
    fn load_failed(&mut self, text: String) -> Outcome {
        if let Some(load) = &mut self.load {
            load.note = Some(crate::tui::load::Note { text, error: true });
        }
        Outcome::Stay
    }
}

impl Screen for StartMenu {
    fn handle(&mut self, event: &Event, area: Rect, cx: &mut Context) -> Outcome {
        match (event, &mut self.load) {
            (Event::Paste(text), Some(load)) => {
                load.paste(&pasted_line(text));
                Outcome::Stay
            }
            (Event::Key(key), _) => self.handle_key(key, cx),
            (Event::Mouse(m), Some(load)) => {
                let outcome = match m.kind {
                    MouseEventKind::Down(MouseButton::Left) => load.click(m.row),
                    MouseEventKind::ScrollUp => load.handle(MenuAction::Up),
                    MouseEventKind::ScrollDown => load.handle(MenuAction::Down),
                    _ => LoadOutcome::Stay,
                };
                self.after_load(outcome, cx)
            }
            (Event::Mouse(m), None) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                match self.item_at(area, m.row) {
                    Some(item) => {
                        self.selected = item;
                        self.choose(cx)
                    }
                    None => Outcome::Stay,
                }
            }
            _ => Outcome::Stay,
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        self.render(area, buf);
    }

    fn hear(&mut self, note: Note, _cx: &mut Context) -> Outcome {
        match note {
            Note::Said(m) => self.message = Some(m.text),
            Note::Settings { lang, .. } => self.lang = lang,
            Note::Answer(_) => {}
        }
        Outcome::Stay
    }

    /// Back on the menu: in the language now in effect, with the game just left
    /// (or the one still autosaved) as its Resume entry. Back from a review opened
    /// on the records list, the list again, where it was left.
    fn returned(&mut self, cx: &mut Context) {
        self.lang = cx.settings.lang;
        if std::mem::take(&mut self.reviewing_from_list) {
            if let Some(load) = &mut self.load {
                load.lang = self.lang;
                load.note = None;
                return;
            }
        }
        self.load = None;
        self.message = None;
        self.offer_resume(cx);
    }
}
