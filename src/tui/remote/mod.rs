//! Playing across the network, on screen: the host's waiting screen (the line the
//! friend types, wrong codes, Esc to cancel) that becomes the game once the guest is
//! in, and the game screen of a game across the network ([`play::RemoteGame`]). The
//! connection is `crate::remote`'s, the network's side of the game
//! `crate::play::remote`'s; the command line (`duochess host`, `duochess join`)
//! starts them through `crate::tui::run_host` and `crate::tui::run_join`.

pub mod form;
pub mod kept;
pub mod play;
pub mod resumed;
#[cfg(test)]
mod tests;
pub mod waiting;

use crate::core::Side;
use crate::play::hosting::{site, NetSetup};
use crate::play::remote::{HostResumed, Line, RemotePlay};
use crate::play::setup::Players;
use crate::play::Settings;
use crate::record::DataDir;
use crate::remote::{Connection, Host, JoinCode};
use crate::tui::game::App;
use crate::tui::screen::{Context, Note, Outcome, Screen};
use crate::words::netplay::NetText;
use crate::words::Say;
use kept::KeptSession;
use play::RemoteGame;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use resumed::Resuming;
use std::time::Duration;
use waiting::Waiting;

/// How often a quiet line says it is alive (well within the other side's idle limit).
pub const KEEPALIVE: Duration = Duration::from_secs(10);

/// The game across the network on the stack: the host waiting for its guest, then
/// the game.
pub struct NetScreen {
    stage: Stage,
    /// The host's join code, kept beside the autosave while the game goes on
    /// (`None`: the guest's side, or no autosave).
    kept: Option<KeptSession>,
}

enum Stage {
    Waiting(Box<Waiting>),
    Playing(Box<RemoteGame>),
}

impl NetScreen {
    /// The host's waiting screen for `host` (its code `code`), then the game.
    pub fn hosting(
        host: Host,
        code: &JoinCode,
        setup: NetSetup,
        game: Box<dyn crate::play::PlayableGame>,
        settings: Settings,
        data: Option<DataDir>,
    ) -> NetScreen {
        let kept = data
            .as_ref()
            .map(|d| KeptSession::new(code, host.local_addr().port(), d.autosave_path(setup.kind)));
        let waiting = Waiting::new(host, code, setup, game, settings, data);
        NetScreen {
            stage: Stage::Waiting(Box::new(waiting)),
            kept,
        }
    }

    /// The waiting screen of a game hosted again from its autosave (`resumed`,
    /// `duochess host --resume`) at `host`, then the game from where it stood.
    pub fn host_resumed(
        host: Host,
        resumed: HostResumed,
        settings: Settings,
        data: Option<DataDir>,
    ) -> NetScreen {
        let setup = resumed.setup();
        let HostResumed {
            game,
            info,
            autosave,
            session,
            play,
            offer: _,
        } = resumed;
        let port = host.local_addr().port();
        let kept = data.as_ref().map(|d| {
            let here = KeptSession::new(&session.code, port, d.autosave_path(setup.kind));
            // Another port than the one kept: the code is written again with it.
            let from = (port == session.port).then(|| autosave.clone());
            match from {
                Some(from) => here.resumed(from, session.guest_plays),
                None => here,
            }
        });
        let resuming = Resuming::new(play, info, autosave);
        let waiting =
            Waiting::new(host, &session.code, setup, game, settings, data).resumed(resuming);
        NetScreen {
            stage: Stage::Waiting(Box::new(waiting)),
            kept,
        }
    }

    /// The guest's game over `connection` (the handshake done), played as `name`;
    /// `again`: where it joined, to join again after a break (the rejoin key).
    pub fn joined(
        connection: Connection,
        name: String,
        again: Option<play::JoinAgain>,
        settings: Settings,
        data: Option<DataDir>,
    ) -> Result<NetScreen, JoinFailed> {
        let offer = connection
            .peer()
            .game
            .clone()
            .ok_or(JoinFailed::Link(crate::remote::LinkError::Unexpected))?;
        let setup = NetSetup::of_offer(&offer, name);
        // The game as the host offers it (a game under way when joining again),
        // played through this side's own rules.
        let (play, game) = RemotePlay::from_offer(&offer).map_err(JoinFailed::Resume)?;
        let peer = connection.peer().name.clone();
        let line = Line::start(connection, KEEPALIVE).map_err(JoinFailed::Link)?;
        let mut game = remote_game((game, play), &setup, &peer, (line, None), settings, data);
        // The clock at the offer's turn, paused until the host's clocks come.
        if let Some(clock) = crate::play::remote::clock::for_offer(&offer) {
            game.app.clock = Some(clock);
        }
        game.join_again(again);
        Ok(NetScreen {
            stage: Stage::Playing(Box::new(game)),
            kept: None,
        })
    }

    /// The host's join code kept beside the autosave as the game stands (after
    /// each key and tick: a move played here is kept as soon as it is sent).
    fn keep(&mut self) {
        if let (Stage::Playing(g), Some(kept)) = (&mut self.stage, &mut self.kept) {
            let me = g.me();
            kept.follow(&mut g.app, me);
        }
    }

    /// The game being played, once it is.
    pub fn game(&self) -> Option<&RemoteGame> {
        match &self.stage {
            Stage::Playing(g) => Some(g),
            Stage::Waiting(_) => None,
        }
    }
}

/// Why the guest's game could not start after the handshake.
#[derive(Debug)]
pub enum JoinFailed {
    Link(crate::remote::LinkError),
    Game(crate::play::SetupError),
    Resume(crate::play::remote::ResumeError),
}

impl Say for JoinFailed {
    fn say(&self, lang: crate::i18n::Lang) -> String {
        match self {
            JoinFailed::Link(e) => e.say(lang),
            JoinFailed::Game(e) => e.say(lang),
            JoinFailed::Resume(e) => e.say(lang),
        }
    }
}

/// The game screen of a game across the network: `setup` is this side's, `peer`
/// the other player's name as it came (shown escaped); names, clock, site and
/// autosave set.
fn remote_game(
    (game, play): (Box<dyn crate::play::PlayableGame>, RemotePlay),
    setup: &NetSetup,
    peer: &str,
    connection: (Line, Option<Host>),
    settings: Settings,
    data: Option<DataDir>,
) -> RemoteGame {
    let peer = crate::core::text::shown(peer);
    let (white, black) = match setup.me {
        Side::White => (setup.name.clone(), peer.clone()),
        Side::Black => (peer.clone(), setup.name.clone()),
    };
    let players = Players {
        white,
        black,
        clock: setup.clock,
    };
    let host_name = if connection.1.is_some() {
        setup.name.clone()
    } else {
        peer.clone()
    };
    let mut app = net_app(
        game,
        setup.me,
        &players,
        &site(&host_name),
        settings,
        data.clone(),
    );
    let lang = settings.lang;
    let shown_peer = app.player(!setup.me, &app.player_name(!setup.me)).say(lang);
    let joined = if connection.1.is_some() {
        NetText::Joined {
            name: &shown_peer,
            kind: setup.kind,
            side: setup.me,
        }
    } else {
        NetText::JoinedHost {
            name: &shown_peer,
            kind: setup.kind,
            side: setup.me,
        }
    };
    app.say_line(joined.say(lang), false);
    app.tick((app.now)());
    RemoteGame::new(app, play, connection, data)
}

/// The game screen of a game across the network played as `me` by `players` (names
/// as shown), its record's site `site`; autosaved in `data`. Each player sees the
/// board from their own side, the cursor on their own pieces.
pub(crate) fn net_app(
    game: Box<dyn crate::play::PlayableGame>,
    me: Side,
    players: &Players,
    site: &str,
    settings: Settings,
    data: Option<DataDir>,
) -> App {
    let mut settings = settings;
    settings.flipped = me == Side::Black;
    settings.auto_flip = false;
    let mut app = App::new(game, settings);
    // The connection's status row (`play::RemoteGame`'s) at the panel's foot.
    app.status_row = true;
    // Take-backs asked of the other player; no pause, redo or new game here alone.
    app.across = Some(me);
    let ranks = app.game.shape().ranks();
    let rank = if me == Side::White { 1 } else { ranks - 2 };
    app.cursor = crate::play::port::Cell::new(4, rank);
    app.set_players(players);
    app.records.info.site = site.to_string();
    app.records.info.event = Some(crate::play::hosting::EVENT.to_string());
    app.autosave_in(data);
    app
}

impl Screen for NetScreen {
    fn opening(&mut self) -> Option<Box<dyn Screen>> {
        match &mut self.stage {
            Stage::Playing(g) => g.opening(),
            Stage::Waiting(_) => None,
        }
    }

    fn handle(&mut self, event: &Event, area: Rect, cx: &mut Context) -> Outcome {
        match &mut self.stage {
            Stage::Playing(g) => {
                let outcome = g.handle(event, area, cx);
                self.keep();
                outcome
            }
            Stage::Waiting(w) => w.handle(event),
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        match &self.stage {
            Stage::Playing(g) => g.draw(area, buf),
            Stage::Waiting(w) => w.draw(area, buf),
        }
    }

    fn hear(&mut self, note: Note, cx: &mut Context) -> Outcome {
        match &mut self.stage {
            Stage::Playing(g) => g.hear(note, cx),
            Stage::Waiting(_) => Outcome::Stay,
        }
    }

    fn returned(&mut self, cx: &mut Context) {
        if let Stage::Playing(g) = &mut self.stage {
            g.returned(cx);
        }
    }

    fn busy(&self, covered: bool) -> bool {
        match &self.stage {
            Stage::Playing(g) => g.busy(covered),
            // The port is polled on every tick.
            Stage::Waiting(_) => true,
        }
    }

    fn tick(&mut self, covered: bool) -> bool {
        match &mut self.stage {
            Stage::Playing(g) => {
                let changed = g.tick(covered);
                self.keep();
                changed
            }
            Stage::Waiting(w) => match w.poll() {
                Some(game) => {
                    self.stage = Stage::Playing(Box::new(game));
                    true
                }
                None => true,
            },
        }
    }

    fn set_runner(&mut self, runner: crate::play::worker::Runner) {
        match &mut self.stage {
            Stage::Playing(g) => g.set_runner(runner),
            Stage::Waiting(w) => w.set_runner(runner),
        }
    }
}
