//! A host that was killed hosts its game again (`duochess host --resume`): the game
//! from its autosave, the join code and port it had, so the guest's join line still
//! works ([`host_resume`], one call).
//!
//! Where the code is kept: in a small file beside the autosave, the autosave's name
//! with `.join` for `.pgn` (`autosave-flickering.join` in the data folder), written
//! by the host when it opens its port ([`HostSession::save_beside`]) and removed when
//! the game ends ([`HostSession::remove_beside`]). Not in the record itself: records
//! are shared and archived, and the code is a secret while the game goes on. The
//! file is the owner's alone (mode 0600 on Unix, set before anything is written to
//! it) and written atomically (`record::store::write_atomic` keeps the mode).

use super::resume::ResumeError;
use super::RemotePlay;
use crate::core::Side;
use crate::play::hosting::NetSetup;
use crate::play::port::PlayableGame;
use crate::play::records::Opened;
use crate::record::autosave::{self, PersistError};
use crate::record::{DataDir, RecordInfo, StoreError};
use crate::remote::{GameOffer, Hello, JoinCode, MAX_NAME};
use crate::session::GameKind;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// What a host keeps to host its game again: the code, the port, the guest's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostSession {
    pub code: JoinCode,
    pub port: u16,
    pub guest_plays: Side,
}

/// The file's contents (`toml`): the code's digits, the port, the guest's side.
#[derive(Serialize, Deserialize)]
struct SessionFile {
    code: String,
    port: u16,
    guest: String,
}

/// Why a hosted game cannot be hosted again.
#[derive(Debug, thiserror::Error)]
pub enum HostResumeError {
    /// No autosaved game of the kind asked for was hosted (no join code beside it).
    #[error(
        "no game hosted across the network is in progress in {}",
        crate::core::text::shown_path(dir)
    )]
    NothingHosted { dir: PathBuf },
    /// The file of the join code cannot be read or written.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The file of the join code holds something else.
    #[error("{} does not hold a join code", crate::core::text::shown_path(path))]
    BadSessionFile { path: PathBuf },
    /// The autosave cannot be read.
    #[error(transparent)]
    Persist(#[from] PersistError),
    /// The game in it cannot be offered.
    #[error(transparent)]
    Resume(#[from] ResumeError),
}

impl HostSession {
    /// The file beside the autosave `autosave` that holds its join code.
    pub fn path_beside(autosave: &Path) -> PathBuf {
        autosave.with_extension("join")
    }

    /// Keeps the session beside the autosave `autosave`, for the owner's eyes only.
    pub fn save_beside(&self, autosave: &Path) -> Result<(), StoreError> {
        let path = Self::path_beside(autosave);
        let file = SessionFile {
            code: self.code.digits().to_string(),
            port: self.port,
            guest: match self.guest_plays {
                Side::White => "first",
                Side::Black => "second",
            }
            .into(),
        };
        let text = toml::to_string(&file).map_err(|e| {
            write_error(
                &path,
                std::io::Error::new(std::io::ErrorKind::InvalidData, e),
            )
        })?;
        make_private(&path)?;
        crate::record::store::write_atomic(&path, &text)
    }

    /// The session kept beside the autosave `autosave` (`Ok(None)`: none is).
    pub fn load_beside(autosave: &Path) -> Result<Option<HostSession>, HostResumeError> {
        let path = Self::path_beside(autosave);
        let text = match crate::record::store::read_text(&path) {
            Ok(text) => text,
            Err(e) if e.is_not_found() => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let bad = || HostResumeError::BadSessionFile { path: path.clone() };
        let file: SessionFile = toml::from_str(&text).map_err(|_| bad())?;
        let guest_plays = match file.guest.as_str() {
            "first" => Side::White,
            "second" => Side::Black,
            _ => return Err(bad()),
        };
        Ok(Some(HostSession {
            code: JoinCode::parse(&file.code).map_err(|_| bad())?,
            port: file.port,
            guest_plays,
        }))
    }

    /// Forgets the session beside the autosave `autosave` (the game ended).
    pub fn remove_beside(autosave: &Path) {
        let _ = std::fs::remove_file(Self::path_beside(autosave));
    }
}

/// Creates `path` empty with mode 0600 if it is not there, and gives an existing
/// file that mode: the code is never readable by others, not even for a moment.
fn make_private(path: &Path) -> Result<(), StoreError> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        let private = std::fs::Permissions::from_mode(0o600);
        match std::fs::symlink_metadata(path) {
            Ok(m) if m.is_file() => {
                std::fs::set_permissions(path, private).map_err(|e| write_error(path, e))?;
            }
            // Not a file: `write_atomic` refuses it and says what it is.
            Ok(_) => {}
            Err(_) => {
                std::fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .mode(0o600)
                    .open(path)
                    .map_err(|e| write_error(path, e))?;
            }
        }
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

/// The session file could not be written.
fn write_error(path: &Path, source: std::io::Error) -> StoreError {
    StoreError::Write {
        path: path.to_path_buf(),
        source,
    }
}

/// A hosted game taken up again from its autosave, ready to open the port.
pub struct HostResumed {
    /// The game, as the autosave holds it (every finished turn).
    pub game: Box<dyn PlayableGame>,
    /// Its record information (names, site, clock log).
    pub info: RecordInfo,
    /// The autosave it came from (the session file is beside it).
    pub autosave: PathBuf,
    /// The code, port and sides it was hosted with.
    pub session: HostSession,
    /// The host's side of the network, from the start of the offer.
    pub play: RemotePlay,
    /// The game to offer the guest (`Hello.game`), clock included.
    pub offer: GameOffer,
}

impl HostResumed {
    /// What the host plays again: the game, its side, its name as the record keeps
    /// it (none when the record names no one), the clock.
    pub fn setup(&self) -> NetSetup {
        let kind = self.game.kind();
        let me = !self.session.guest_plays;
        let name = match me {
            Side::White => &self.info.white,
            Side::Black => &self.info.black,
        };
        let name = if crate::play::setup::names_no_one(kind, name) {
            String::new()
        } else {
            name.trim().chars().take(MAX_NAME).collect()
        };
        NetSetup {
            kind,
            me,
            name,
            clock: self.offer.clock.map(Into::into),
        }
    }

    /// What the host says to the guest that joins again: its name and the game
    /// under way.
    pub fn hello(&self) -> Hello {
        Hello {
            name: self.setup().name,
            game: Some(self.offer.clone()),
        }
    }
}

/// The newest autosaved game of `kind` (any kind without one) that was hosted
/// across the network, taken up again: `duochess host --resume`. The host then
/// binds its port to `session.port` with `session.code` and `offer`, and the
/// guest's join line works as before.
pub fn host_resume(data: &DataDir, kind: Option<GameKind>) -> Result<HostResumed, HostResumeError> {
    for unfinished in autosave::unfinished_games(data) {
        let Some(session) = HostSession::load_beside(&unfinished.file.path)? else {
            continue;
        };
        let loaded = unfinished.game?;
        if kind.is_some_and(|k| k != loaded.game.kind()) {
            continue;
        }
        return resumed(loaded, unfinished.file.path, session);
    }
    Err(HostResumeError::NothingHosted {
        dir: data.root().to_path_buf(),
    })
}

/// The hosted game autosaved in the file `autosave` (the menu's Resume entry of a
/// hosted game), taken up again as [`host_resume`] does.
pub fn host_resume_at(autosave: &Path) -> Result<HostResumed, HostResumeError> {
    let nothing = || HostResumeError::NothingHosted {
        dir: autosave.parent().unwrap_or(autosave).to_path_buf(),
    };
    let session = HostSession::load_beside(autosave)?.ok_or_else(nothing)?;
    let loaded = autosave::open_autosave(autosave)?.ok_or_else(nothing)?;
    resumed(loaded, autosave.to_path_buf(), session)
}

/// The game of an autosave and its session, ready to host again.
fn resumed(
    loaded: crate::record::Loaded,
    autosave: PathBuf,
    session: HostSession,
) -> Result<HostResumed, HostResumeError> {
    let Opened { game, info } = Opened::from_loaded(loaded);
    let clock = info.clock.as_ref().map(|log| log.control);
    let offer = RemotePlay::offer(game.as_ref(), session.guest_plays, clock)?;
    let mut play = RemotePlay::new(!session.guest_plays);
    play.index = super::resume::steps(game.kind(), &offer.moves);
    Ok(HostResumed {
        game,
        info,
        autosave,
        session,
        play,
        offer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_file_is_the_owners_alone_and_read_back_or_refused() {
        let folder = tempfile::tempdir().unwrap();
        let autosave = folder.path().join("autosave-xiangqi.pgn");
        let path = HostSession::path_beside(&autosave);
        assert_eq!(path, folder.path().join("autosave-xiangqi.join"));
        assert!(HostSession::load_beside(&autosave).unwrap().is_none());
        // A file already there, readable by all, is made the owner's before the
        // code goes in.
        std::fs::write(&path, "").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        }
        let session = HostSession {
            code: JoinCode::parse("007-000-123").unwrap(),
            port: 7373,
            guest_plays: Side::White,
        };
        session.save_beside(&autosave).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        assert_eq!(HostSession::load_beside(&autosave).unwrap(), Some(session));
        for bad in [
            "code = \"12\"\nport = 1\nguest = \"first\"\n",
            "code = \"007000123\"\nport = 1\nguest = \"red\"\n",
            "not toml at all [",
        ] {
            std::fs::write(&path, bad).unwrap();
            assert!(
                matches!(
                    HostSession::load_beside(&autosave),
                    Err(HostResumeError::BadSessionFile { .. })
                ),
                "{bad}"
            );
        }
        HostSession::remove_beside(&autosave);
        assert!(!path.exists());
    }
}
