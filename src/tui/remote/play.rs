//! The game screen of a game across the network: the ordinary game screen
//! ([`App`]), each player from their own side, with the other side's moves coming
//! in through the [`Line`] and played through this side's own rules
//! ([`RemotePlay::receive`]) before they are shown.
//!
//! The local player moves their own side only. What acts on the game goes to the
//! other side as it is played: a move picked on the board or typed on the `:` line
//! is played by the game screen, then sent as the moves it made (read back from the
//! game: from and to of each, played again through `RemotePlay` on a copy, which
//! counts them and makes the messages); the end of a series, a draw offer, a
//! resignation, a take-back *request* and the answers to the other side's
//! questions go through `RemotePlay` itself. What a game at one keyboard does and
//! one across the network does not (redo, `:load`, pausing the clock, a new game
//! after the result) is refused with a word.
//!
//! The host's clock is the truth: the host's screen sends both clocks when the
//! guest has joined and after each finished turn; the guest's screen takes them
//! (`crate::play::remote::clock::adopt`), the host's ignores any a guest sends.
//!
//! The line is polled on the event loop's ticks, never waited on. The status line
//! beside the board says whether it is up, or for how long it has been down.

use crate::core::text::shown;
use crate::core::Side;
use crate::play::commands::{parse, Command as C, Parsed, Screen as CommandScreen};
use crate::play::port::{Cell, PieceKind, PlayableGame};
pub use crate::play::remote::JoinAgain;
use crate::play::remote::{Heard, Line, LineEvent, NotSent, RemotePlay};
use crate::play::setup::Players;
use crate::play::worker::Runner;
use crate::record::DataDir;
use crate::remote::{join, Connection, Hello, Host, HostEvent, Limits, LinkError, Message};
use crate::session::clock::Clock;
use crate::tui::ask::Ask;
use crate::tui::game::{App, Mode, Question};
use crate::tui::keys::Action;
use crate::tui::screen::{Context, Note, Outcome, Screen};
use crate::tui::widgets::layout::ScreenLayout;
use crate::words::netplay::NetText;
use crate::words::Say;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;
use std::sync::mpsc::{self, Receiver};
use std::time::Instant;

/// A question to the local player about the game across the network.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Asked {
    /// The other side offers a draw.
    Draw,
    /// The other side asks to take back.
    TakeBack,
    /// The local player is about to resign.
    Resign,
    /// The other side offers a rematch with colours swapped.
    Rematch,
}

/// A join tried again off the screen's thread: the connection, or why not.
type Joining = Receiver<Result<Connection, LinkError>>;

/// A game whose other player is across the network.
pub struct RemoteGame {
    pub app: App,
    play: RemotePlay,
    /// The connection, while it is up.
    line: Option<Line>,
    /// The host's port, kept open while the game goes on (a second guest is told
    /// the game is full); `None` on the guest's side.
    host: Option<Host>,
    /// Since when the line has been down (and why, in words).
    down: Option<(Instant, String)>,
    /// The line is down because the other player left (quit), not lost.
    left: bool,
    /// Why the game across the network ended (the other side broke it or left).
    ended: Option<String>,
    /// A question of the other side to open over the game.
    pending: Option<Asked>,
    /// The question open over the game, waiting for its answer.
    asked: Option<Asked>,
    /// The host: the finished turns its clocks were last sent at (`None`: not yet
    /// since the guest joined).
    clock_sent_at: Option<usize>,
    /// The host: the finished turns of the game last offered at its port to a
    /// guest joining again.
    offered_at: Option<usize>,
    /// Where the game is autosaved (a rematch's too).
    data: Option<DataDir>,
    /// The guest: where it joined, for the rejoin key.
    again: Option<JoinAgain>,
    /// The guest: a join tried again, running.
    joining: Option<Joining>,
}

impl RemoteGame {
    /// The game `app` (names, clock and autosave set), its network side `play`
    /// (from the start, or from the host's offer for a guest joining a game under
    /// way), over `line`.
    pub fn new(
        app: App,
        play: RemotePlay,
        (line, host): (Line, Option<Host>),
        data: Option<DataDir>,
    ) -> RemoteGame {
        RemoteGame {
            app,
            play,
            line: Some(line),
            host,
            left: false,
            data,
            again: None,
            joining: None,
            down: None,
            ended: None,
            pending: None,
            asked: None,
            clock_sent_at: None,
            offered_at: None,
        }
    }

    /// The local player's side.
    pub fn me(&self) -> crate::core::Side {
        self.play.me()
    }

    /// The host's clock is the truth: its clocks go to the guest when the guest
    /// has joined and after each finished turn (and after a take-back, which also
    /// changes the finished turns). The guest never sends its own.
    fn send_clock(&mut self) {
        if self.host.is_none() {
            return;
        }
        self.offer_game();
        if self.line.is_none() {
            return;
        }
        let turns = self.app.game.history_len();
        if self.clock_sent_at == Some(turns) {
            return;
        }
        let Some(clock) = &self.app.clock else { return };
        let message = crate::play::remote::clock::message(clock, (self.app.now)());
        self.clock_sent_at = Some(turns);
        self.send(message);
    }

    /// The host offers the game as it stands at its port after each finished turn,
    /// so a guest whose line dropped joins again into it.
    fn offer_game(&mut self) {
        let turns = self.app.game.history_len();
        let Some(host) = &self.host else { return };
        if self.offered_at == Some(turns) {
            return;
        }
        let control = self.app.clock.as_ref().map(Clock::control);
        if let Ok(offer) = RemotePlay::offer(self.app.game.as_ref(), !self.play.me(), control) {
            host.offer(offer);
        }
        self.offered_at = Some(turns);
    }

    /// At the host, the guest joined again over `connection` after the line
    /// dropped: the game is taken up from the offer it was sent (a series in
    /// progress taken back), what it missed is sent, then the clocks.
    fn rejoin(&mut self, connection: Connection) {
        let lang = self.lang();
        let Some(offered) = connection.offered().cloned() else {
            return;
        };
        let turn = self.app.game.turn();
        let sent = match self.play.rejoin_host(self.app.game.as_mut(), &offered) {
            Ok(sent) => sent,
            Err(e) => {
                let text = NetText::TurnedAway { why: &e.say(lang) }.say(lang);
                return self.refuse(text);
            }
        };
        let line = match Line::start(connection, super::KEEPALIVE) {
            Ok(line) => line,
            Err(e) => {
                let text = NetText::TurnedAway { why: &e.say(lang) }.say(lang);
                return self.refuse(text);
            }
        };
        for message in sent {
            line.send(message);
        }
        self.line = Some(line);
        self.down = None;
        self.ended = None;
        self.pending = None;
        self.clock_sent_at = None;
        self.offered_at = None;
        self.app.played_elsewhere(turn);
        let peer = self.peer();
        self.app
            .say_line(NetText::Rejoined { name: &peer }.say(lang), false);
    }

    /// The guest takes the host's clocks (the host's screen ignores a guest's: a
    /// peer that sends them is not listened to).
    fn adopt_clock(&mut self, state: &crate::remote::ClockState) {
        if self.host.is_some() {
            return;
        }
        let now = (self.app.now)();
        if let Some(clock) = &mut self.app.clock {
            crate::play::remote::clock::adopt(clock, state, now);
        }
    }

    /// The other player as the screens name them.
    fn peer(&self) -> String {
        let side = !self.play.me();
        let name = self.app.player_name(side);
        self.app.player(side, &name).say(self.app.settings.lang)
    }

    fn lang(&self) -> crate::i18n::Lang {
        self.app.settings.lang
    }

    fn send(&mut self, message: Message) {
        if let Some(line) = &self.line {
            line.send(message);
        }
    }

    fn refuse(&mut self, text: String) {
        self.app.say_line(text, true);
    }

    fn not_sent(&mut self, e: NotSent) {
        let text = e.say(self.lang());
        self.refuse(text);
    }

    /// Whether the game across the network can go on: the line up, nothing broken.
    fn live(&mut self) -> bool {
        if let Some(why) = self.ended.clone() {
            self.refuse(NetText::Ended { why: &why }.say(self.lang()));
            return false;
        }
        if let Some((_, why)) = self.down.clone() {
            self.refuse(why);
            return false;
        }
        true
    }

    fn my_turn(&self) -> bool {
        self.app.game.turn() == self.play.me() && !self.app.game.result().is_over()
    }

    /// What an action does across the network; the others go to the game screen.
    fn act(&mut self, action: Action, cx: &mut Context) -> Outcome {
        let lang = self.lang();
        let over = self.app.game.result().is_over();
        let changes_game = matches!(
            action,
            Action::Pick | Action::Click(_) | Action::Promote(_) | Action::EndSeries
        );
        match action {
            Action::Redo | Action::PauseClock | Action::NewGame => {
                self.refuse(NetText::NotAcrossNetwork.say(lang));
                return Outcome::Stay;
            }
            Action::Rematch => {
                self.offer_rematch();
                return Outcome::Stay;
            }
            Action::Rejoin => {
                self.rejoin_again();
                return Outcome::Stay;
            }
            Action::Hint if !self.my_turn() => {
                self.not_sent(NotSent::NotYourTurn);
                return Outcome::Stay;
            }
            Action::Undo => {
                if self.live() {
                    match self.play.ask_take_back(self.app.game.as_mut()) {
                        Ok(m) => {
                            self.send(m);
                            let peer = self.peer();
                            self.app
                                .say_line(NetText::TakeBackSent { name: &peer }.say(lang), false);
                        }
                        Err(e) => self.not_sent(e),
                    }
                }
                return Outcome::Stay;
            }
            Action::OfferDraw if !over => {
                if self.live() {
                    match self.play.offer_draw(self.app.game.as_mut()) {
                        Ok(m) => {
                            self.send(m);
                            let peer = self.peer();
                            self.app
                                .say_line(NetText::DrawOfferSent { name: &peer }.say(lang), false);
                        }
                        Err(e) => self.not_sent(e),
                    }
                }
                return Outcome::Stay;
            }
            Action::Resign if !over => {
                if self.live() {
                    self.asked = Some(Asked::Resign);
                    let q = Question::Resign {
                        side: self.play.me(),
                    };
                    return Outcome::Push(Box::new(Ask::yes_no(self.app.question_text(q), lang)));
                }
                return Outcome::Stay;
            }
            Action::EndSeries if !over && self.app.game.has_series() => {
                if !self.my_turn() {
                    self.not_sent(NotSent::NotYourTurn);
                } else if self.live() {
                    let turn = self.app.game.turn();
                    match self.play.end_series(self.app.game.as_mut()) {
                        Ok(m) => {
                            self.send(m);
                            self.app.played_elsewhere(turn);
                        }
                        Err(e) => self.not_sent(e),
                    }
                }
                return Outcome::Stay;
            }
            Action::CommandSubmit => {
                if let Some(outcome) = self.command(cx) {
                    return outcome;
                }
            }
            _ if changes_game && !over && !self.my_turn() => {
                self.not_sent(NotSent::NotYourTurn);
                return Outcome::Stay;
            }
            // Checked before the game screen plays it: a move made here and then
            // refused across would leave the two boards apart.
            _ if changes_game && !over && self.play.take_back_pending() => {
                self.not_sent(NotSent::TakeBackPending);
                return Outcome::Stay;
            }
            _ if changes_game && !over && !self.live() => return Outcome::Stay,
            _ => {}
        }
        // The game screen does it; the moves it made go across.
        let before = self.app.game.boxed_clone();
        let request = self.app.handle(action);
        self.send_played(before);
        self.app.outcome(request, cx)
    }

    /// The `:` line across the network: `say TEXT` is chat; a command this game
    /// plays its own way is that action; moves only on the player's turn. `None`:
    /// the game screen runs the line.
    fn command(&mut self, cx: &mut Context) -> Option<Outcome> {
        let Mode::Command(text) = &self.app.mode else {
            return None;
        };
        let line = text.trim().to_string();
        let lang = self.lang();
        if let Some(said) = chat_text(&line) {
            self.app.mode = Mode::Board;
            if self.live() {
                let said: String = said.chars().take(crate::remote::MAX_CHAT).collect();
                self.send(Message::Chat(said.clone()));
                let me = self.play.me();
                let name = self.app.player_name(me);
                let who = self.app.player(me, &name).say(lang);
                let text = NetText::Chat {
                    name: &who,
                    text: &shown(&said),
                };
                self.app.say_line(text.say(lang), false);
            }
            return Some(Outcome::Stay);
        }
        match parse(CommandScreen::Game, self.app.game.kind(), &line) {
            Ok(Parsed::Command(C::Load(_))) => {
                self.app.mode = Mode::Board;
                self.refuse(NetText::NotAcrossNetwork.say(lang));
                Some(Outcome::Stay)
            }
            Ok(Parsed::Command(c)) => {
                let action = crate::tui::keys::game::action_of(&c)?;
                let own = matches!(
                    action,
                    Action::Undo
                        | Action::Redo
                        | Action::OfferDraw
                        | Action::Resign
                        | Action::EndSeries
                        | Action::PauseClock
                        | Action::Hint
                );
                if own {
                    self.app.mode = Mode::Board;
                    Some(self.act(action, cx))
                } else {
                    None
                }
            }
            Ok(Parsed::Other(_)) if !self.my_turn() && !self.app.game.result().is_over() => {
                self.app.mode = Mode::Board;
                self.not_sent(NotSent::NotYourTurn);
                Some(Outcome::Stay)
            }
            Ok(Parsed::Other(_))
                if self.play.take_back_pending() && !self.app.game.result().is_over() =>
            {
                self.app.mode = Mode::Board;
                self.not_sent(NotSent::TakeBackPending);
                Some(Outcome::Stay)
            }
            Ok(Parsed::Other(_)) if !self.live() => {
                self.app.mode = Mode::Board;
                Some(Outcome::Stay)
            }
            _ => None,
        }
    }

    /// The moves the game screen played since `before` go to the other side: read
    /// back from the game (from and to of each, the piece a pawn became), played again
    /// on `before` through `RemotePlay` (which counts them and makes the messages),
    /// and the end of the series when the game screen ended it.
    fn send_played(&mut self, mut before: Box<dyn PlayableGame>) {
        let game = self.app.game.as_ref();
        let (was, now) = (before.history_len(), game.history_len());
        let so_far = before.series_so_far().len();
        let moved = now == was + 1 || (now == was && game.series_so_far().len() > so_far);
        if !moved {
            return;
        }
        let moves: Vec<(Cell, Cell)> = game.last_moves().into_iter().skip(so_far).collect();
        let last = moves.len();
        let mut messages = Vec::new();
        for (i, (from, to)) in moves.into_iter().enumerate() {
            let played = match self.play.play(before.as_mut(), from, to, None) {
                Ok(None) => {
                    // The piece the pawn became: on `to` now, unless a later move of
                    // the series took it on (then the queen, which the game
                    // screen's typed moves mean by default).
                    let kind = game
                        .piece_at(to)
                        .map(|p| p.kind)
                        .filter(|k| i + 1 == last && *k != PieceKind::Pawn)
                        .unwrap_or(PieceKind::Queen);
                    self.play.play(before.as_mut(), from, to, Some(kind))
                }
                other => other,
            };
            match played {
                Ok(Some(m)) => messages.push(m),
                Ok(None) => return,
                Err(e) => return self.not_sent(e),
            }
        }
        if now == was + 1 && before.has_series() {
            match self.play.end_series(before.as_mut()) {
                Ok(m) => messages.push(m),
                Err(e) => return self.not_sent(e),
            }
        }
        for m in messages {
            self.send(m);
        }
    }

    /// What the line brought since the last tick; whether the screen changed.
    fn poll(&mut self) -> bool {
        // Connections turned away while the game goes on (the game is full) are not
        // kept: the host's events would otherwise pile up.
        let mut changed = false;
        let joined: Vec<HostEvent> = self
            .host
            .as_ref()
            .map(|host| std::iter::from_fn(|| host.try_event()).collect())
            .unwrap_or_default();
        for event in joined {
            // A guest joins again only while the line is down and the game across
            // the network has not broken; others were told the game is full.
            if let HostEvent::Joined(connection) = event {
                if self.line.is_none() && self.play.broken().is_none() {
                    self.rejoin(connection);
                    changed = true;
                }
            }
        }
        while let Some(event) = self.line.as_ref().and_then(Line::try_event) {
            changed = true;
            match event {
                LineEvent::Heard(message) => self.heard(message),
                LineEvent::Down(e) => {
                    let why = e.say(self.lang());
                    self.down = Some((Instant::now(), why));
                    self.left = false;
                    self.line = None;
                    let peer = self.peer();
                    let lost = if self.host.is_some() {
                        NetText::LostWaiting { name: &peer }
                    } else {
                        NetText::LostRejoin { name: &peer }
                    };
                    self.app.say_line(lost.say(self.lang()), true);
                }
            }
        }
        changed
    }

    /// A message from the other side, through this side's rules.
    fn heard(&mut self, message: Message) {
        let lang = self.lang();
        let turn = self.app.game.turn();
        let peer = self.peer();
        match self.play.receive(self.app.game.as_mut(), message) {
            Err(broken) => {
                let why = broken.say(lang);
                self.app.played_elsewhere(turn);
                self.refuse(NetText::Ended { why: &why }.say(lang));
                self.ended = Some(why);
                // Dropping the line says goodbye and closes it.
                self.line = None;
            }
            Ok(heard) => match heard {
                Heard::Moved { .. } | Heard::SeriesEnded | Heard::Resigned => {
                    self.app.played_elsewhere(turn)
                }
                Heard::DrawOffered => self.pending = Some(Asked::Draw),
                Heard::TakeBackAsked => self.pending = Some(Asked::TakeBack),
                Heard::DrawAnswered { accept } => {
                    self.app.played_elsewhere(turn);
                    if !self.app.game.result().is_over() {
                        let text = NetText::DrawAnswered {
                            name: &peer,
                            accept,
                        };
                        self.app.say_line(text.say(lang), false);
                    }
                }
                Heard::TakeBackAnswered { accept } => {
                    self.app.played_elsewhere(turn);
                    let text = NetText::TakeBackAnswered {
                        name: &peer,
                        accept,
                    };
                    self.app.say_line(text.say(lang), false);
                }
                Heard::Chat(text) => {
                    let text = NetText::Chat {
                        name: &peer,
                        text: &shown(&text),
                    };
                    self.app.say_line(text.say(lang), false);
                }
                Heard::Left => {
                    // The other player quit: the game waits for them as after a
                    // break (the guest joins again; a host hosts it again).
                    let text = if self.host.is_some() {
                        NetText::Left { name: &peer }
                    } else {
                        NetText::LeftRejoin { name: &peer }
                    }
                    .say(lang);
                    self.app.say_line(text.clone(), false);
                    self.down = Some((Instant::now(), text));
                    self.left = true;
                    self.line = None;
                }
                Heard::Clock(state) => self.adopt_clock(&state),
                Heard::Rematch => self.pending = Some(Asked::Rematch),
                Heard::RematchAnswered { accept: true } => self.start_rematch(),
                Heard::RematchAnswered { accept: false } => {
                    let text = NetText::RematchDeclined { name: &peer }.say(lang);
                    self.app.say_line(text, false);
                }
                Heard::RematchOutOfPlace => {
                    let text = NetText::RematchOutOfPlace { name: &peer }.say(lang);
                    self.app.say_line(text, true);
                }
                Heard::Result(_) | Heard::Alive => {}
            },
        }
    }

    /// The local player's answer to `asked`.
    fn answered(&mut self, asked: Asked, yes: bool) {
        let turn = self.app.game.turn();
        let game = self.app.game.as_mut();
        let sent = match asked {
            Asked::Draw => self.play.answer_draw(game, yes),
            Asked::TakeBack => self.play.answer_take_back(game, yes),
            Asked::Resign if yes => self.play.resign(game),
            Asked::Resign => return,
            Asked::Rematch => return self.answer_rematch(yes),
        };
        match sent {
            Ok(m) => {
                self.send(m);
                self.app.played_elsewhere(turn);
            }
            Err(e) => self.not_sent(e),
        }
    }

    /// The status line: the connection up, or down since when, or the game ended.
    fn status(&self) -> (String, Style) {
        let lang = self.lang();
        let bold = Style::new().add_modifier(Modifier::BOLD);
        if let Some(why) = &self.ended {
            return (why.clone(), bold.fg(Color::Red));
        }
        match &self.down {
            Some((since, _)) if self.left => (
                NetText::LeftAgo {
                    name: &self.peer(),
                    seconds: since.elapsed().as_secs(),
                }
                .say(lang),
                bold.fg(Color::Red),
            ),
            Some((since, _)) => (
                NetText::LostAgo {
                    seconds: since.elapsed().as_secs(),
                }
                .say(lang),
                bold.fg(Color::Red),
            ),
            None => (
                NetText::Connected { name: &self.peer() }.say(lang),
                bold.fg(Color::Green),
            ),
        }
    }
}

/// A rematch with colours swapped, and the guest joining again after a break.
impl RemoteGame {
    /// The rematch key after the result: the offer goes to the other side (not
    /// without the line, not twice, not while the game goes on).
    fn offer_rematch(&mut self) {
        let lang = self.lang();
        let peer = self.peer();
        if let Some(why) = self.ended.clone() {
            return self.refuse(NetText::Ended { why: &why }.say(lang));
        }
        if self.line.is_none() && self.app.game.result().is_over() {
            return self.refuse(NetText::RematchNoLine { name: &peer }.say(lang));
        }
        match self.play.offer_rematch(self.app.game.as_ref()) {
            Ok(m) => {
                self.send(m);
                let text = NetText::RematchSent { name: &peer }.say(lang);
                self.app.say_line(text, false);
            }
            Err(e) => self.not_sent(e),
        }
    }

    /// The local player's answer to the other side's rematch offer: on yes the new
    /// game starts here at once (the other side starts it on hearing the answer).
    fn answer_rematch(&mut self, yes: bool) {
        if self.line.is_none() {
            // The answer cannot reach the other side: no new game here alone (the
            // offer does not outlive the line).
            let _ = self.play.answer_rematch(false);
            let text = NetText::RematchNoLine { name: &self.peer() }.say(self.lang());
            return self.refuse(text);
        }
        match self.play.answer_rematch(yes) {
            Ok(m) => self.send(m),
            Err(e) => return self.not_sent(e),
        }
        if yes {
            self.start_rematch();
        } else {
            let lang = self.lang();
            let text = NetText::RematchYouDeclined { name: &self.peer() }.say(lang);
            self.app.say_line(text, false);
        }
    }

    /// The rematch, agreed: a new game of the same kind and clock, each player on
    /// the other side, the names kept (the finished game's record was kept at its
    /// result). The host stays the host: its clocks are the truth and its port
    /// offers the new game from the next tick.
    fn start_rematch(&mut self) {
        let lang = self.lang();
        let hosting = self.host.is_some();
        let control = self.app.clock.as_ref().map(Clock::control);
        let rematch = self.play.rematch(self.app.game.as_ref(), hosting, control);
        let (play, game, offer) = match rematch {
            Ok(new) => new,
            Err(e) => return self.refuse(e.say(lang)),
        };
        let me = play.me();
        let kind = game.kind();
        let players = Players {
            white: self.app.player_name(Side::Black),
            black: self.app.player_name(Side::White),
            clock: control,
        };
        let site = self.app.records.info.site.clone();
        let mut app = super::net_app(
            game,
            me,
            &players,
            &site,
            self.app.settings,
            self.data.clone(),
        );
        Screen::set_runner(&mut app, self.app.runner);
        if !hosting {
            // Paused until the host's clocks come, as for any game offered.
            if let Some(clock) = crate::play::remote::clock::for_offer(&offer) {
                app.clock = Some(clock);
            }
        }
        app.say_line(NetText::RematchStarted { kind, side: me }.say(lang), false);
        app.tick((app.now)());
        self.app = app;
        self.play = play;
        self.pending = None;
        self.asked = None;
        self.clock_sent_at = None;
        self.offered_at = None;
    }

    /// The guest's screen joins again from `again` (the rejoin key).
    pub fn join_again(&mut self, again: Option<JoinAgain>) {
        self.again = again;
    }

    /// Whether the rejoin key acts: the guest's line is lost, the game across the
    /// network not broken, and no join running.
    fn can_rejoin(&self) -> bool {
        self.host.is_none()
            && self.again.is_some()
            && self.line.is_none()
            && self.ended.is_none()
            && self.joining.is_none()
            && self.play.broken().is_none()
    }

    /// The rejoin key: the same address and code tried again off the screen's
    /// thread (the handshake has its own time limit); the screen takes the answer
    /// on its ticks.
    fn rejoin_again(&mut self) {
        let lang = self.lang();
        if self.joining.is_some() {
            return self.app.say_line(NetText::Rejoining.say(lang), false);
        }
        if !self.can_rejoin() {
            return self.refuse(NetText::NotAcrossNetwork.say(lang));
        }
        let Some(again) = self.again.clone() else {
            return;
        };
        let (done, joining) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("duochess-rejoin".into())
            .spawn(move || {
                let mut failed = LinkError::Closed;
                for addr in again.addrs {
                    let hello = Hello {
                        name: again.name.clone(),
                        game: None,
                    };
                    match join(addr, &again.code, hello, Limits::default()) {
                        Ok(connection) => {
                            let _ = done.send(Ok(connection));
                            return;
                        }
                        Err(e) => failed = e,
                    }
                }
                let _ = done.send(Err(failed));
            });
        match spawned {
            Ok(_) => {
                self.joining = Some(joining);
                self.app.say_line(NetText::Rejoining.say(lang), false);
            }
            Err(e) => {
                let why = LinkError::Io(e).say(lang);
                self.refuse(NetText::RejoinFailed { why: &why }.say(lang));
            }
        }
    }

    /// The join tried again, once it has answered; whether the screen changed.
    fn poll_rejoin(&mut self) -> bool {
        let Some(joining) = &self.joining else {
            return false;
        };
        let answer = match joining.try_recv() {
            Ok(answer) => answer,
            Err(mpsc::TryRecvError::Empty) => return false,
            Err(mpsc::TryRecvError::Disconnected) => Err(LinkError::Closed),
        };
        self.joining = None;
        let lang = self.lang();
        let said = |e: LinkError| match e {
            // The host has not seen the old line close yet (it does within its
            // idle limit): the guest is not another guest.
            LinkError::Refused(crate::remote::Refusal::Full) => NetText::OldLineHeld.say(lang),
            e => e.say(lang),
        };
        match answer.map_err(said).and_then(|c| self.rejoined(c)) {
            Ok(()) => {}
            Err(why) => self.refuse(NetText::RejoinFailed { why: &why }.say(lang)),
        }
        true
    }

    /// The guest is in again over `connection`: the host's offer taken through
    /// this side's rules (`RemotePlay::rejoin_guest`: the same game, or what the
    /// line may have lost of it), and what the host never heard sent again.
    fn rejoined(&mut self, connection: Connection) -> Result<(), String> {
        let lang = self.lang();
        let offer = connection
            .peer()
            .game
            .clone()
            .ok_or_else(|| LinkError::Unexpected.say(lang))?;
        let turn = self.app.game.turn();
        let sent = self
            .play
            .rejoin_guest(&mut self.app.game, &offer)
            .map_err(|e| e.say(lang))?;
        let line = Line::start(connection, super::KEEPALIVE).map_err(|e| e.say(lang))?;
        for message in sent {
            line.send(message);
        }
        self.line = Some(line);
        self.down = None;
        self.pending = None;
        self.app.played_elsewhere(turn);
        let peer = self.peer();
        self.app
            .say_line(NetText::BackIn { name: &peer }.say(lang), false);
        Ok(())
    }

    /// Tests: whether a question of the other side waits to open.
    #[cfg(test)]
    pub(super) fn question_waiting(&self) -> bool {
        self.pending.is_some()
    }

    /// Tests: the line breaks here as a network failure would break it.
    #[cfg(test)]
    pub(super) fn cut_line(&mut self) {
        self.line = None;
        self.left = false;
        self.down = Some((Instant::now(), LinkError::Closed.say(self.lang())));
    }
}

/// `say TEXT` (`say` alone says nothing): the chat line's text.
fn chat_text(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("say")?;
    if rest.is_empty() {
        return Some("");
    }
    rest.starts_with(char::is_whitespace).then(|| rest.trim())
}

impl Screen for RemoteGame {
    fn opening(&mut self) -> Option<Box<dyn Screen>> {
        let asked = self.pending.take()?;
        let q = match asked {
            Asked::Draw => self.app.question_text(Question::AcceptDraw {
                by: !self.play.me(),
            }),
            Asked::TakeBack => NetText::TakeBackQuestion { name: &self.peer() }.say(self.lang()),
            Asked::Rematch => NetText::RematchQuestion { name: &self.peer() }.say(self.lang()),
            Asked::Resign => return None,
        };
        self.asked = Some(asked);
        Some(Box::new(Ask::yes_no(q, self.lang())))
    }

    fn handle(&mut self, event: &Event, area: Rect, cx: &mut Context) -> Outcome {
        let Some(action) = self.app.action_for_event(event, area) else {
            return Outcome::Stay;
        };
        self.act(action, cx)
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        (&self.app).render(area, buf);
        let layout = ScreenLayout::compute(area, self.app.game.shape(), self.app.settings.flipped);
        let ScreenLayout::Game { panel, message, .. } = layout else {
            return;
        };
        // The row the game screen kept free above its message (`App::status_row`).
        let above_message = (message.y + 1).saturating_sub(self.app.message_rows(message));
        let Some(y) = above_message.checked_sub(1).filter(|y| *y >= panel.y) else {
            return;
        };
        if panel.is_empty() {
            return;
        }
        let (text, style) = self.status();
        let row = Rect {
            y,
            height: 1,
            ..panel
        };
        buf.set_style(row, Style::reset());
        let text = crate::tui::widgets::text::fit(&text, row.width);
        buf.set_stringn(row.x, row.y, &text, usize::from(row.width), style);
    }

    fn hear(&mut self, note: Note, cx: &mut Context) -> Outcome {
        match (note, self.asked.take()) {
            (Note::Answer(yes), Some(asked)) => {
                self.answered(asked, yes);
                Outcome::Stay
            }
            (note, _) => Screen::hear(&mut self.app, note, cx),
        }
    }

    fn returned(&mut self, cx: &mut Context) {
        Screen::returned(&mut self.app, cx);
    }

    fn busy(&self, _covered: bool) -> bool {
        // The line is polled on every tick.
        true
    }

    fn tick(&mut self, _covered: bool) -> bool {
        let heard = self.poll();
        let rejoined = self.poll_rejoin();
        // The clock stops while the line is down (neither side can use the break).
        self.app.clock_held = self.line.is_none();
        self.app.rejoin_key = self.can_rejoin();
        // The clock runs on under a question or the help: the other side's does.
        let app = Screen::tick(&mut self.app, false);
        self.send_clock();
        heard || rejoined || app || self.down.is_some()
    }

    fn set_runner(&mut self, runner: Runner) {
        Screen::set_runner(&mut self.app, runner);
    }
}
