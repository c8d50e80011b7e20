//! The host keeps its join code beside the autosave while its game goes on, so that
//! a host that was killed hosts the game again (`duochess host --resume`) and the
//! guest's join line still works: the file is written when the autosave holds this
//! game (its first move played, or the game taken up from that autosave) and removed
//! when the game ends with a result. The file itself, its privacy and its format
//! are `crate::play::remote::HostSession`'s.
//!
//! Why not as soon as the port is open: before this game's first move the autosave
//! file of its kind still holds whatever game was there before (it is kept as an
//! unfinished game on the first write), and a code beside it would host that other
//! game again. Before the first move there is nothing to take up anyway. A waiting
//! screen cancelled before anyone joined has written nothing; one of a game hosted
//! again keeps the file (the game is still there to host).

use crate::core::Side;
use crate::play::remote::HostSession;
use crate::remote::JoinCode;
use crate::tui::game::App;
use crate::words::Say;
use std::path::PathBuf;

/// The join code of a hosted game, kept beside its autosave while the game goes on.
pub struct KeptSession {
    code: JoinCode,
    port: u16,
    /// This copy's autosave file of the game's kind (the game is autosaved there).
    autosave: PathBuf,
    /// The autosave a game hosted again came from, when it is another file (another
    /// copy's that ended): its code goes once the game has left it.
    from: Option<PathBuf>,
    /// The guest's side written beside `autosave` (`None`: nothing written by us,
    /// or removed).
    written: Option<Side>,
    /// A write failed and the player was told (said once).
    told: bool,
}

impl KeptSession {
    /// The code `code` of the game hosted on `port`, to keep beside `autosave`.
    pub fn new(code: &JoinCode, port: u16, autosave: PathBuf) -> KeptSession {
        KeptSession {
            code: code.clone(),
            port,
            autosave,
            from: None,
            written: None,
            told: false,
        }
    }

    /// A game hosted again from `from`, whose code is there already, for the guest
    /// playing `guest`.
    pub fn resumed(mut self, from: PathBuf, guest: Side) -> KeptSession {
        if from == self.autosave {
            self.written = Some(guest);
        } else {
            self.from = Some(from);
        }
        self
    }

    /// After each tick of the game (`me`: the host's side): the code written once
    /// the autosave holds the game (again for another guest's side, a rematch),
    /// removed once the game has a result.
    pub fn follow(&mut self, app: &mut App, me: Side) {
        if app.game.result().is_over() {
            if self.written.take().is_some() {
                HostSession::remove_beside(&self.autosave);
            }
            if let Some(from) = self.from.take() {
                HostSession::remove_beside(&from);
            }
            return;
        }
        if let Some(from) = &self.from {
            // Until the game's first write moves it into this copy's file, its code
            // stays beside the file it is in (this copy's may hold another game).
            if from.exists() {
                return;
            }
            HostSession::remove_beside(from);
            self.from = None;
        }
        let guest = !me;
        // The autosave holds this game once it has a move and the write went
        // through (a paused autosave left another game in the file).
        let moved = app.game.history_len() > 0 || !app.game.series_so_far().is_empty();
        let autosaved = moved && app.records.autosave_working();
        if self.written == Some(guest) || !autosaved {
            return;
        }
        let session = HostSession {
            code: self.code.clone(),
            port: self.port,
            guest_plays: guest,
        };
        // Written or not, not tried again on every tick: once is said.
        self.written = Some(guest);
        if let Err(e) = session.save_beside(&self.autosave) {
            if !self.told {
                self.told = true;
                app.say_line(e.say(app.settings.lang), true);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::records::Records;
    use crate::play::Settings;
    use crate::record::{DataDir, RecordInfo};
    use crate::session::GameKind;

    fn hosted(data: &DataDir) -> App {
        let game = crate::play::new_game(GameKind::Flickering, None).unwrap();
        let mut app = App::new(game, Settings::default());
        app.records = Records::new(
            app.game.as_ref(),
            RecordInfo::default(),
            Some(data.clone()),
            None,
        );
        app
    }

    #[test]
    fn the_code_is_kept_once_the_game_is_autosaved_and_goes_with_its_result() {
        let folder = tempfile::tempdir().unwrap();
        let data = DataDir::at(folder.path()).claim().unwrap();
        let autosave = data.autosave_path(GameKind::Flickering);
        let file = HostSession::path_beside(&autosave);
        let code = JoinCode::parse("123-456-789").unwrap();
        let mut kept = KeptSession::new(&code, 40123, autosave.clone());
        let mut app = hosted(&data);

        // Before the first move the autosave holds no game of this one's.
        kept.follow(&mut app, Side::White);
        assert!(!file.exists());

        app.mode = crate::tui::game::Mode::Command("e2e4".into());
        app.handle(crate::tui::keys::Action::CommandSubmit);
        assert_eq!(app.game.history_len(), 1, "{:?}", app.message);
        assert!(autosave.exists());
        kept.follow(&mut app, Side::White);
        let session = HostSession::load_beside(&autosave).unwrap().unwrap();
        assert_eq!(session.code, code);
        assert_eq!(session.port, 40123);
        assert_eq!(session.guest_plays, Side::Black);

        app.game.resign(Side::Black).unwrap();
        kept.follow(&mut app, Side::White);
        assert!(!file.exists());
    }
}
