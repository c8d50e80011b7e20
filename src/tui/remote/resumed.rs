//! A hosted game taken up again after the host stopped (`duochess host --resume`):
//! what the waiting screen shows of it (the players, the clock, the moves so far),
//! and the game screen once the guest has joined again, its record and clock as the
//! autosave kept them. The game itself comes from `crate::play::remote::host_resume`;
//! the guest is taken back the way a guest whose line dropped is
//! ([`RemotePlay::rejoin_host`]).

use super::play::RemoteGame;
use super::remote_game;
use crate::core::Side;
use crate::play::hosting::{listen_with, NetSetup};
use crate::play::records::Records;
use crate::play::remote::{host_resume_at, HostSession, Line, RemotePlay, ResumeError};
use crate::play::{PlayableGame, Settings};
use crate::record::{DataDir, RecordInfo};
use crate::remote::{GameOffer, Host, Message};
use crate::session::clock::Clock;
use crate::words::clock::ClockFace;
use crate::words::netplay::NetText;
use crate::words::Say;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The host's side of a game hosted again, until the guest is in.
pub struct Resuming {
    play: RemotePlay,
    info: RecordInfo,
    /// The autosave the game came from (this game's: its first write moves it
    /// into this copy's file of its kind).
    autosave: PathBuf,
}

impl Resuming {
    pub fn new(play: RemotePlay, info: RecordInfo, autosave: PathBuf) -> Resuming {
        Resuming {
            play,
            info,
            autosave,
        }
    }

    /// What the waiting screen says of the game: how far it is, who plays it,
    /// the clock, and the moves (the last that fit in `width`).
    pub fn lines(&self, game: &dyn PlayableGame, settings: &Settings, width: u16) -> Vec<String> {
        let lang = settings.lang;
        let kind = game.kind();
        let turns = game.history_len();
        let mut lines = vec![NetText::HostingAgain { turns }.say(lang)];
        let name = |side: Side| {
            let given = match side {
                Side::White => &self.info.white,
                Side::Black => &self.info.black,
            };
            crate::words::sides::Player {
                kind,
                side,
                name: &crate::core::text::shown(given),
                computer: None,
            }
            .say(lang)
        };
        let (white, black) = (name(Side::White), name(Side::Black));
        lines.push(
            NetText::HostedPlayers {
                kind,
                white: &white,
                black: &black,
            }
            .say(lang),
        );
        if let Some(log) = &self.info.clock {
            let clock = Clock::from_log(log, Side::White, turns);
            let now = Instant::now();
            let left = |side| ClockFace(clock.left(side, now)).say(lang);
            let (white, black) = (left(Side::White), left(Side::Black));
            lines.push(
                NetText::HostedClock {
                    kind,
                    control: &log.control.to_string(),
                    white: &white,
                    black: &black,
                }
                .say(lang),
            );
        }
        let moves = game.move_list(settings.notation);
        if !moves.is_empty() {
            lines.push(last_that_fit(&moves, lang, usize::from(width)));
        }
        lines
    }

    /// The guest joined with the game `offered` (the one this host offers): both
    /// sides count from it; what the guest must hear comes back to be sent.
    pub fn rejoin(
        &mut self,
        game: &mut dyn PlayableGame,
        offered: Option<&GameOffer>,
    ) -> Result<Vec<Message>, ResumeError> {
        match offered {
            Some(offered) => self.play.rejoin_host(game, offered),
            None => Ok(Vec::new()),
        }
    }

    /// The game screen once the guest (`peer`, as its hello named it) is in: the
    /// record as the autosave kept it (its date and clock times) under the names
    /// of now, autosaved where it was, the clock where it stood.
    pub fn into_game(
        self,
        game: Box<dyn PlayableGame>,
        setup: &NetSetup,
        peer: &str,
        connection: (Line, Option<Host>),
        settings: Settings,
        data: Option<DataDir>,
    ) -> RemoteGame {
        let mut remote = remote_game((game, self.play), setup, peer, connection, settings, None);
        let app = &mut remote.app;
        let now = &app.records.info;
        let info = RecordInfo {
            white: now.white.clone(),
            black: now.black.clone(),
            site: now.site.clone(),
            event: now.event.clone(),
            ..self.info
        };
        app.clock = info
            .clock
            .as_ref()
            .map(|log| Clock::from_log(log, Side::White, app.game.history_len()));
        app.records = Records::new(app.game.as_ref(), info, data, Some(&self.autosave));
        let name = app.player_name(!setup.me);
        let peer = app.player(!setup.me, &name).say(settings.lang);
        app.say_line(NetText::Rejoined { name: &peer }.say(settings.lang), false);
        app.tick((app.now)());
        remote
    }
}

/// The start menu's Resume of the autosave `path` when its game was hosted across
/// the network (its join code is beside it): the game hosted again on the port and
/// with the code it had, on its waiting screen (`None`: not a hosted game; an error
/// in words when it cannot be hosted again).
pub fn host_again_at(
    path: &Path,
    settings: Settings,
    data: Option<DataDir>,
) -> Option<Result<super::NetScreen, String>> {
    if !HostSession::path_beside(path).is_file() {
        return None;
    }
    let lang = settings.lang;
    let hosted = host_resume_at(path)
        .map_err(|e| e.say(lang))
        .and_then(|resumed| {
            let port = resumed.session.port;
            let host = listen_with(port, &resumed.session.code, resumed.hello()).map_err(|e| {
                if e.kind() == std::io::ErrorKind::AddrInUse {
                    return NetText::PortTaken { port }.say(lang);
                }
                NetText::CannotListen {
                    port,
                    why: &e.say(lang),
                }
                .say(lang)
            })?;
            Ok(super::NetScreen::host_resumed(
                host, resumed, settings, data,
            ))
        });
    Some(hosted)
}

/// "Moves: …" with the last of `moves` that fit in `width` columns (an ellipsis
/// where earlier ones were left out).
fn last_that_fit(moves: &[String], lang: crate::i18n::Lang, width: usize) -> String {
    let all = NetText::MovesSoFar {
        moves: &moves.join("  "),
    }
    .say(lang);
    let columns = |s: &str| s.chars().count();
    if columns(&all) <= width {
        return all;
    }
    for start in 1..moves.len() {
        let text = format!("…  {}", moves[start..].join("  "));
        let line = NetText::MovesSoFar { moves: &text }.say(lang);
        if columns(&line) <= width {
            return line;
        }
    }
    let last = moves.last().map(String::as_str).unwrap_or_default();
    NetText::MovesSoFar {
        moves: &format!("…  {last}"),
    }
    .say(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn the_moves_so_far_keep_the_last_that_fit() {
        let moves: Vec<String> = ["1a. e4", "1b. e5, Nf6", "2a. d4", "2b. exd4"]
            .iter()
            .map(ToString::to_string)
            .collect();
        let wide = last_that_fit(&moves, Lang::En, 200);
        assert!(
            wide.contains("1a. e4") && wide.contains("2b. exd4"),
            "{wide}"
        );
        let narrow = last_that_fit(&moves, Lang::En, 34);
        assert!(narrow.chars().count() <= 34, "{narrow}");
        assert!(
            narrow.contains("2b. exd4") && !narrow.contains("1a. e4"),
            "{narrow}"
        );
        assert!(narrow.contains('…'), "{narrow}");
    }
}
