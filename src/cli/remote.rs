//! `duochess host` and `duochess join`: playing across the network from the command
//! line. Thin: the options are read here, the port opened or the handshake made
//! (`crate::remote`), and the terminal screens do the rest (`tui::run_host`,
//! `tui::run_join`). Every refusal is said in the player's language.

use super::{remembered_settings, CliError, PlayGame, ThemeChoice};
use crate::core::Side;
use crate::i18n::Lang;
use crate::play::hosting::{listen_with, NetSetup, DEFAULT_PORT};
use crate::record::store::DataNote;
use crate::record::DataDir;
use crate::remote::{join, resolve, Hello, JoinCode, Limits, MAX_NAME};
use crate::session::clock::TimeControl;
use crate::session::GameKind;
use crate::words::netplay::NetText;
use crate::words::Say;
use clap::{Args, ValueEnum};

/// The host's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Colour {
    /// White (Flickering Chess) or Red (Xiangqi): the first to move.
    White,
    /// Black: the second to move.
    Black,
    /// Red (Xiangqi): the same as white.
    Red,
    /// Chosen at random.
    Random,
}

/// Arguments of `duochess host`.
#[derive(Args, Debug, Clone)]
pub struct HostArgs {
    /// The game to host (with --resume: which one, when both were hosted).
    #[arg(value_enum)]
    pub game: Option<PlayGame>,
    /// Host again the game you hosted before, from its autosave: the same join code
    /// and port, so your friend's join line still works.
    #[arg(long)]
    pub resume: bool,
    /// The port to listen on (0: any free port, shown on the screen); 7373 when not
    /// given, or with --resume the port the game was hosted on.
    #[arg(long)]
    pub port: Option<u16>,
    /// Play on a clock: minutes each + seconds added per completed turn (a
    /// Flickering series, a Xiangqi move), e.g. 10+5, 3+2 or 5.
    #[arg(long, value_name = "MINUTES+SECONDS", value_parser = super::parse_clock)]
    pub clock: Option<TimeControl>,
    /// Your name, as your friend and the record see it.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Your side (white when not given).
    #[arg(long, value_enum)]
    pub colour: Option<Colour>,
    /// Board colours.
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,
}

/// Arguments of `duochess join`.
#[derive(Args, Debug, Clone)]
pub struct JoinArgs {
    /// Where the host is, as its screen shows it: ADDRESS:PORT.
    pub address: String,
    /// The join code the host's screen shows (e.g. 482-915-337).
    pub code: String,
    /// Your name, as your friend and the record see it.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Board colours.
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,
}

/// A name as it goes across: trimmed, at most `MAX_NAME` characters.
fn name_of(name: Option<String>) -> String {
    name.unwrap_or_default()
        .trim()
        .chars()
        .take(MAX_NAME)
        .collect()
}

fn kind_of(game: PlayGame) -> GameKind {
    match game {
        PlayGame::Flickering => GameKind::Flickering,
        PlayGame::Xiangqi => GameKind::Xiangqi,
    }
}

/// `duochess host GAME`: open the port, then the waiting screen and the game.
pub fn host(args: HostArgs, top_theme: Option<ThemeChoice>, lang: Lang) -> Result<(), CliError> {
    if args.resume {
        return host_again(args, top_theme, lang);
    }
    let Some(game) = args.game else {
        return Err(CliError::Usage(NetText::WhichGame.say(lang)));
    };
    let remembered = crate::config::Remembered::from_env();
    let settings = remembered_settings(&remembered, args.theme.or(top_theme), Some(lang));
    let me = match args.colour.unwrap_or(Colour::White) {
        Colour::White | Colour::Red => Side::White,
        Colour::Black => Side::Black,
        Colour::Random => {
            if rand::Rng::gen_bool(&mut rand::rngs::OsRng, 0.5) {
                Side::White
            } else {
                Side::Black
            }
        }
    };
    let setup = NetSetup {
        kind: kind_of(game),
        me,
        name: name_of(args.name),
        clock: args.clock,
    };
    let code = JoinCode::random();
    let port = args.port.unwrap_or(DEFAULT_PORT);
    let host = crate::play::hosting::listen(port, &code, &setup)
        .map_err(|e| cannot_listen(port, &e, lang))?;
    crate::tui::run_host(host, code, setup, settings, remembered)
        .map_err(|e| CliError::from_tui(e, lang))
}

fn cannot_listen(port: u16, e: &std::io::Error, lang: Lang) -> CliError {
    CliError::Input(
        NetText::CannotListen {
            port,
            why: &e.say(lang),
        }
        .say(lang),
    )
}

/// `duochess host --resume [GAME]`: the newest hosted game in progress (of `GAME`)
/// hosted again from its autosave, with the code and port it had (another port
/// with `--port`), then the waiting screen and the game from where it stood.
fn host_again(args: HostArgs, top_theme: Option<ThemeChoice>, lang: Lang) -> Result<(), CliError> {
    // What the game was hosted with is the game's: nothing here changes it.
    let given = [
        (args.clock.is_some(), "--clock"),
        (args.colour.is_some(), "--colour"),
        (args.name.is_some(), "--name"),
    ];
    if let Some((_, option)) = given.iter().find(|(given, _)| *given) {
        return Err(CliError::Usage(NetText::ResumeKeeps { option }.say(lang)));
    }
    let remembered = crate::config::Remembered::from_env();
    let settings = remembered_settings(&remembered, args.theme.or(top_theme), Some(lang));
    let (data, note) = match DataDir::from_env().and_then(DataDir::claim) {
        Ok(d) => {
            let notes: Vec<String> = d.notes().iter().map(|n| n.say(lang)).collect();
            (d, (!notes.is_empty()).then(|| notes.join(" ")))
        }
        Err(e) => return Err(CliError::Input(DataNote::AutosaveOff(e).say(lang))),
    };
    let resumed = crate::play::remote::host_resume(&data, args.game.map(kind_of))
        .map_err(|e| CliError::Input(e.say(lang)))?;
    let port = args.port.unwrap_or(resumed.session.port);
    let host = listen_with(port, &resumed.session.code, resumed.hello()).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AddrInUse {
            CliError::Input(NetText::PortTaken { port }.say(lang))
        } else {
            cannot_listen(port, &e, lang)
        }
    })?;
    crate::tui::run_host_resumed(host, resumed, (data, note), settings, remembered)
        .map_err(|e| CliError::from_tui(e, lang))
}

/// `duochess join ADDRESS:PORT CODE`: the handshake with the host, then the game.
pub fn join_game(
    args: JoinArgs,
    top_theme: Option<ThemeChoice>,
    lang: Lang,
) -> Result<(), CliError> {
    let addrs = resolve(&args.address).map_err(|e| CliError::Input(e.say(lang)))?;
    let code = JoinCode::parse(&args.code).map_err(|e| CliError::Input(e.say(lang)))?;
    let name = name_of(args.name);
    let remembered = crate::config::Remembered::from_env();
    let settings = remembered_settings(&remembered, args.theme.or(top_theme), Some(lang));
    let mut failed = None;
    for &addr in &addrs {
        let hello = Hello {
            name: name.clone(),
            game: None,
        };
        match join(addr, &code, hello, Limits::default()) {
            Ok(connection) => {
                let again = crate::play::remote::JoinAgain { addrs, code, name };
                let name = again.name.clone();
                return crate::tui::run_join(connection, name, again, settings, remembered)
                    .map_err(|e| CliError::from_tui(e, lang));
            }
            Err(e) => failed = Some(e),
        }
    }
    let why = failed.map(|e| e.say(lang)).unwrap_or_default();
    Err(CliError::Input(NetText::CannotJoin { why: &why }.say(lang)))
}
