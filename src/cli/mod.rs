//! Command-line interface: argument definitions (clap) and thin subcommands that call
//! the library layers. Every subcommand writes to stdout and reports errors as
//! [`CliError`] values, which `main` prints. Results are written through [`out`]
//! only (a closed pipe, a full disk), never with `print!`.
#![deny(clippy::print_stdout)]

pub mod best;
pub mod chess;
pub mod flicker;
pub mod help;
pub mod json;
pub mod learn;
pub mod out;
pub mod puzzles;
pub mod record;
pub mod remote;
pub mod review;
pub mod usage;
pub mod xiangqi;

use crate::play::records::OpenedFrom;
use crate::words::cli::{CliText, Printed};
use crate::words::Say;
use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Flickering Chess and Xiangqi: at one keyboard, against the computer, or across the network.
#[derive(Parser, Debug)]
#[command(name = "duochess", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Board colours on the start screen and what it opens (default: monochrome
    /// when NO_COLOR is set).
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,
    /// The language of the screens and of what the commands print (default: the
    /// settings file's, else from LC_ALL / LC_MESSAGES / LANG).
    #[arg(long, value_enum, global = true)]
    pub lang: Option<crate::i18n::Lang>,
}

/// The game variants `perft` counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Variant {
    /// Orthodox chess (single moves): the foundation of Flickering Chess.
    Chess,
    /// Flickering Chess: a turn is a series of moves, each unit at most once.
    Flickering,
    /// Xiangqi (Chinese chess).
    Xiangqi,
}

/// The two games: what `play` starts, `setup` sets up and `check` decides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayGame {
    /// Flickering Chess: a turn is a series of moves, each unit at most once.
    Flickering,
    /// Xiangqi (Chinese chess).
    Xiangqi,
}

/// The games `best` has an engine for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineGame {
    /// Flickering Chess (the built-in engine).
    Flickering,
}

/// The side the Flickering computer plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ComputerSide {
    White,
    Black,
}

/// The side a Xiangqi engine plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineSide {
    Red,
    Black,
}

/// The strength of a Xiangqi engine (`--engine-level`): a few named levels, set
/// through the engine's own options (see `crate::uci::strength` for the mapping).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineLevelChoice {
    Beginner,
    Casual,
    Club,
    Expert,
    Full,
}

impl EngineLevelChoice {
    fn level(self) -> crate::uci::EngineLevel {
        use crate::uci::EngineLevel as L;
        match self {
            EngineLevelChoice::Beginner => L::Beginner,
            EngineLevelChoice::Casual => L::Casual,
            EngineLevelChoice::Club => L::Club,
            EngineLevelChoice::Expert => L::Expert,
            EngineLevelChoice::Full => L::Full,
        }
    }
}

/// The games the position editor sets up: both.
pub type SetupGame = PlayGame;

/// The piece symbols on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum PieceSet {
    /// Chess glyphs ♔♕♖♗♘♙ (chess only; the default for chess).
    Unicode,
    /// Traditional characters 帥 仕 相 … (Xiangqi only; the default for Xiangqi).
    Hanzi,
    /// Letters: upper case White/Red, lower case Black (both games).
    Letters,
}

/// The notation of the Flickering Chess move list (typed moves are read in any).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum NotationChoice {
    /// English algebraic: `1a. Bc3+, Rb2` (the default).
    San,
    /// The author's: `1а. Сc3+, Тb2`, pieces Кр Ф Т С К, captures `:`.
    Seed,
    /// Coordinates: `1a. b2c3, b1b2`.
    Coordinates,
}

impl NotationChoice {
    fn style(self) -> crate::play::port::NotationStyle {
        use crate::play::port::NotationStyle;
        match self {
            NotationChoice::San => NotationStyle::Standard,
            NotationChoice::Seed => NotationStyle::Seed,
            NotationChoice::Coordinates => NotationStyle::Coordinates,
        }
    }
}

/// The board's colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeChoice {
    /// Wooden board, ivory and ebony pieces (the default; monochrome when NO_COLOR is set).
    Default,
    /// Stronger colours and contrast.
    HighContrast,
    /// Colours told apart with colour-blindness (protanopia, deuteranopia, tritanopia).
    ColourBlind,
    /// No colours: shapes and marks only.
    Mono,
}

impl ThemeChoice {
    /// The starting theme: this choice, else the settings file's, else as
    /// `NO_COLOR` says (a theme in the file was chosen on the settings screen: an
    /// explicit choice, which wins over `NO_COLOR` as `--theme` does).
    fn theme(
        choice: Option<ThemeChoice>,
        remembered: &crate::config::Config,
    ) -> crate::config::Theme {
        crate::config::Theme::from_env(Self::chosen(choice, remembered))
    }

    /// The theme chosen explicitly: on the command line, else in the settings file.
    fn chosen(
        choice: Option<ThemeChoice>,
        remembered: &crate::config::Config,
    ) -> Option<crate::config::Theme> {
        use crate::config::Theme;
        choice
            .map(|c| match c {
                ThemeChoice::Default => Theme::Default,
                ThemeChoice::HighContrast => Theme::HighContrast,
                ThemeChoice::ColourBlind => Theme::ColourBlind,
                ThemeChoice::Mono => Theme::Mono,
            })
            .or(remembered.theme)
    }
}

/// The settings a terminal command starts with: the settings file's values, the
/// theme as [`ThemeChoice::theme`] decides. The command's own options are laid over
/// these (an option given wins over the file).
fn remembered_settings(
    remembered: &crate::config::Remembered,
    theme: Option<ThemeChoice>,
    lang: Option<crate::i18n::Lang>,
) -> crate::play::Settings {
    let mut settings = crate::play::Settings::default();
    crate::play::settings::apply(&remembered.config, &mut settings);
    settings.theme = ThemeChoice::theme(theme, &remembered.config);
    if let Some(lang) = lang {
        settings.lang = lang;
        // The notation follows the language unless one was chosen.
        if remembered.config.notation.is_none() {
            settings.notation =
                crate::play::port::NotationStyle::default_for(lang == crate::i18n::Lang::Uk);
        }
    }
    settings
}

/// The default thinking time of a UCI engine, in milliseconds (`--engine-time`).
const DEFAULT_ENGINE_MS: u64 = crate::play::opponent::DEFAULT_ENGINE_TIME.as_millis() as u64;

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play a game in the terminal: two players at one keyboard, or one against the computer.
    Play {
        /// The game (with --load or --resume it may be left out: the record says).
        #[arg(value_enum, required_unless_present_any = ["load", "resume"])]
        game: Option<PlayGame>,
        /// Start from this position.
        #[arg(long)]
        fen: Option<String>,
        /// Play on from a game record (PGN-style, as :save writes).
        #[arg(long, value_name = "FILE", conflicts_with_all = ["fen", "resume"])]
        load: Option<PathBuf>,
        /// Play on from the autosaved game in progress.
        #[arg(long, conflicts_with = "fen")]
        resume: bool,
        /// Piece symbols: unicode|letters (chess), hanzi|letters (Xiangqi).
        #[arg(long, value_enum)]
        pieces: Option<PieceSet>,
        /// Xiangqi: these kinds in hanzi and the rest as letters, to learn the characters a few at a time: K general, A advisor, E elephant, H horse, R chariot, C cannon, P soldier, as --hanzi K,R.
        #[arg(long, value_name = "KINDS", conflicts_with = "pieces")]
        hanzi: Option<String>,
        /// Board colours (T in the game turns to the next).
        #[arg(long, value_enum)]
        theme: Option<ThemeChoice>,
        /// Flickering: the move list's notation (w in the game turns to the next);
        /// moves are typed in any of them.
        #[arg(long, value_enum)]
        notation: Option<NotationChoice>,
        /// The language of the screens (default: from LC_ALL / LC_MESSAGES / LANG).
        #[arg(long, value_enum)]
        lang: Option<crate::i18n::Lang>,
        /// Show the board from Black's side.
        #[arg(long)]
        flip: bool,
        /// Turn the board after every turn so the side to move sits at the bottom.
        #[arg(long)]
        auto_flip: bool,
        /// Flickering: the computer plays this side.
        #[arg(long, value_enum, value_name = "SIDE", conflicts_with_all = ["load", "resume"])]
        computer: Option<ComputerSide>,
        /// The computer's level, 1 (beginner) to 7 (strongest); 4 (club player) is the default.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=7), requires = "computer")]
        level: Option<u8>,
        /// Xiangqi: a UCI engine program (Fairy-Stockfish, Pikafish) plays one side.
        #[arg(long, value_name = "PATH", conflicts_with_all = ["load", "resume"])]
        engine: Option<PathBuf>,
        /// The side the engine plays.
        #[arg(
            long,
            value_enum,
            value_name = "SIDE",
            default_value = "black",
            requires = "engine"
        )]
        engine_plays: EngineSide,
        /// The engine's thinking time per move, in milliseconds.
        #[arg(long, value_name = "MS", default_value_t = DEFAULT_ENGINE_MS, requires = "engine")]
        engine_time: u64,
        /// The engine's strength, through its own Skill Level or UCI_Elo option.
        #[arg(
            long,
            value_enum,
            value_name = "LEVEL",
            default_value = "full",
            requires = "engine"
        )]
        engine_level: EngineLevelChoice,
        /// Play on a clock: minutes each + seconds added per completed turn (a
        /// Flickering series, a Xiangqi move), e.g. 10+5, 3+2 or 5.
        #[arg(
            long,
            value_name = "MINUTES+SECONDS",
            value_parser = parse_clock,
            conflicts_with_all = ["load", "resume"]
        )]
        clock: Option<crate::session::clock::TimeControl>,
        /// White's player name (Red's in Xiangqi; --red is the same).
        #[arg(long, value_name = "NAME", visible_alias = "red", conflicts_with_all = ["load", "resume"])]
        white: Option<String>,
        /// Black's player name.
        #[arg(long, value_name = "NAME", conflicts_with_all = ["load", "resume"])]
        black: Option<String>,
        /// Play in plain lines for a screen reader or a script: no drawing, no
        /// colour, whole sentences read from and written to standard input and
        /// output (pipes too).
        #[arg(long)]
        plain: bool,
        /// The full-screen game even when the settings file chooses plain lines
        /// (plain = true).
        #[arg(long, overrides_with = "plain")]
        no_plain: bool,
    },
    /// Set up a position in the terminal (from the start position or a FEN), analyse
    /// it, and play from it.
    Setup {
        #[arg(value_enum)]
        game: SetupGame,
        /// Start from this position.
        #[arg(long)]
        fen: Option<String>,
        /// Piece symbols: letters, or the game's own symbols (the default).
        #[arg(long, value_enum)]
        pieces: Option<PieceSet>,
        /// Board colours.
        #[arg(long, value_enum)]
        theme: Option<ThemeChoice>,
        /// The language of the screens (default: from LC_ALL / LC_MESSAGES / LANG).
        #[arg(long, value_enum)]
        lang: Option<crate::i18n::Lang>,
        /// Show the board from Black's side.
        #[arg(long)]
        flip: bool,
        /// Xiangqi: a UCI engine program the analysis asks for its evaluation (`e`).
        #[arg(long, value_name = "PATH")]
        engine: Option<PathBuf>,
        /// The engine's thinking time per evaluation, in milliseconds.
        #[arg(long, value_name = "MS", default_value_t = DEFAULT_ENGINE_MS, requires = "engine")]
        engine_time: u64,
        /// The editor's questions in plain lines for a screen reader or a script
        /// (is it mate, the mate search), then play from the position.
        #[arg(long)]
        plain: bool,
    },
    /// Puzzles of both games, in plain lines (--plain) for a screen reader or a
    /// script; the full-screen ones are on the start menu.
    Practice(learn::LearnArgs),
    /// The lessons of both games, in plain lines (--plain); the full-screen ones
    /// are on the start menu.
    Lessons(learn::LearnArgs),
    /// Count leaf nodes of the legal move tree (move-generator test).
    Perft {
        #[arg(long, value_enum)]
        variant: Variant,
        /// Start position (default: the variant's initial position).
        #[arg(long)]
        fen: Option<String>,
        /// Depth in moves (Flickering: series; only depth 1 is defined).
        #[arg(long)]
        depth: u32,
        /// Print the count below each root move, then the total.
        #[arg(long)]
        divide: bool,
        /// Flickering: count distinct resulting positions instead of series.
        #[arg(long)]
        unique: bool,
        /// Flickering: progress on standard error even when it is not a terminal
        /// (on a terminal it is always shown).
        #[arg(long)]
        progress: bool,
    },
    /// Decide whether the side to move is mated, stalemated or can go on.
    Check {
        #[arg(long, value_enum)]
        variant: PlayGame,
        /// The position (default: the initial position).
        #[arg(long, conflicts_with = "batch")]
        fen: Option<String>,
        /// A file with one FEN per line; one JSON object per line is printed.
        #[arg(long)]
        batch: Option<PathBuf>,
        /// Print one JSON object per position.
        #[arg(long)]
        json: bool,
        /// Moves to play first through a game session, in any notation the `:` line reads
        /// (Xiangqi: h3e3, Che3, Пhe3, C2.5, 炮二平五; Flickering: e2e4, Nf3, Кf3, with `,`
        /// inside a series and a space between series).
        #[arg(long)]
        moves: Option<String>,
        /// Flickering: search for a series that mates the opponent.
        #[arg(long)]
        mate_in_one: bool,
        /// Xiangqi: search for the shortest forced win in up to N moves (1-5) by
        /// the side to move, and print the line.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=5))]
        mate_in: Option<u32>,
    },
    /// Flickering: the series the computer would play.
    Best {
        #[arg(long, value_enum)]
        variant: EngineGame,
        /// The position (default: the initial position).
        #[arg(long)]
        fen: Option<String>,
        /// Time for the series in milliseconds (default: the level's).
        #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
        time: Option<u64>,
        /// Strength 1 (beginner) .. 7 (strongest) (default 4).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=7))]
        level: Option<u8>,
        /// The seed of its choice among series of nearly equal value: the same
        /// seed, the same series (default: a fresh one each run).
        #[arg(long, value_name = "N")]
        seed: Option<u64>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Read a game record (PGN-style, either game) and print what is asked.
    Record {
        /// The record file.
        #[arg(long)]
        load: PathBuf,
        /// Print the final position as FEN.
        #[arg(long)]
        fen: bool,
        /// Print the record again, normalised (tags, numbered moves, result).
        #[arg(long)]
        pgn: bool,
        /// With --pgn: the move format of a Xiangqi record (default: iccs, which
        /// xqbase-style programs read).
        #[arg(long, value_enum, value_name = "FORMAT", requires = "pgn")]
        format: Option<record::RecordFormat>,
    },
    /// Review a finished game (a record of either game): each turn's missed and
    /// allowed mates, the evaluation after it and the better choice.
    Review {
        /// The record file.
        file: PathBuf,
        /// Print one JSON object per series or move.
        #[arg(long, conflicts_with = "screen")]
        json: bool,
        /// Open the review screen instead of printing (step through the turns,
        /// the board, the evaluation graph).
        #[arg(long)]
        screen: bool,
        /// Xiangqi: a UCI engine program (Fairy-Stockfish, Pikafish) evaluates each move.
        #[arg(long, value_name = "PATH")]
        engine: Option<PathBuf>,
        /// Thinking time per position in milliseconds: the engine's (default 200), or
        /// in Flickering Chess the computer's at most (default 800).
        #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
        time: Option<u64>,
    },
    /// Generate Flickering puzzles (escape, mate in one series, judge), each proved
    /// by the solver.
    Puzzles(puzzles::PuzzlesArgs),
    /// Host a game across the network: the screen shows the line your friend types
    /// to join (`duochess join ADDRESS:PORT CODE`).
    Host(remote::HostArgs),
    /// Join a game across the network with the address and code the host's screen
    /// shows.
    Join(remote::JoinArgs),
}

/// The deepest `perft` the command runs: deeper trees never finish from a real
/// position, and the move generators recurse (and keep a buffer) per level.
pub const MAX_PERFT_DEPTH: u32 = 20;

/// An error the command reports to the user.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Bad combination of arguments (exit code 2, as clap's own errors).
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Input(String),
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// A signal (its number) stopped the command; it was handled (the terminal
    /// restored, a count reported as partial). Exit code 128 + the number.
    #[error("stopped by {}", signal_name(*.0))]
    Stopped(i32),
    /// The reader closed standard output (`… | head -1`): the command stops and
    /// ends quietly with code 0 (see [`out`]).
    #[error("standard output was closed")]
    ClosedPipe,
    /// Standard output could not be written (a full disk, `> /dev/full`): a message
    /// in the player's language ([`CliError::words`]) and code 1.
    #[error("cannot write the output: {0}")]
    Output(std::io::Error),
    /// The terminal game was asked for without a terminal (a sentence of its own,
    /// in the player's language: `main` prints it without the `duochess:` prefix).
    #[error("{0}")]
    NoTerminal(String),
}

impl CliError {
    /// The exit code: 2 for usage (as clap's own errors), 0 for a closed pipe (the
    /// reader had what it wanted), 128 + the number for a signal (as a shell reports
    /// a command a signal ended), else 1.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::ClosedPipe => 0,
            CliError::Usage(_) => 2,
            CliError::Stopped(signal) => u8::try_from(128 + signal).unwrap_or(u8::MAX),
            _ => 1,
        }
    }

    /// What is said on standard error, in `lang` (nothing for a closed pipe).
    pub fn words(&self, lang: crate::i18n::Lang) -> Option<String> {
        match self {
            CliError::ClosedPipe => None,
            // A sentence of its own, without the program's name.
            CliError::NoTerminal(text) => Some(text.clone()),
            CliError::Output(e) => Some(format!(
                "duochess: {}",
                CliText::CannotWriteOutput(e).say(lang)
            )),
            CliError::Stopped(signal) => Some(format!(
                "duochess: {}",
                Printed::StoppedBy(&signal_name(*signal)).say(lang)
            )),
            other => Some(format!("duochess: {other}")),
        }
    }

    /// The terminal game's error, its sentences in `lang`.
    fn from_tui(e: crate::tui::TuiError, lang: crate::i18n::Lang) -> CliError {
        use crate::tui::TuiError;
        match e {
            TuiError::Io(io) => CliError::Input(CliText::TerminalFailed(&io).say(lang)),
            TuiError::Stopped(signal) => CliError::Stopped(signal),
            TuiError::NoTerminal => CliError::NoTerminal(CliText::NeedsTerminal.say(lang)),
            // A position that cannot be read or played, in the player's language.
            TuiError::Game(g) => CliError::Input(g.say(lang)),
            TuiError::Record(r) => CliError::Input(r.say(lang)),
        }
    }
}

/// "SIGTERM" (or "signal 15" where the name is not known).
fn signal_name(signal: i32) -> String {
    #[cfg(unix)]
    if let Some(name) = signal_hook::low_level::signal_name(signal) {
        return name.to_string();
    }
    format!("signal {signal}")
}

/// Run a parsed command line.
pub fn run(cli: Cli) -> Result<(), CliError> {
    // `duochess --theme T play …` as `duochess play … --theme T`.
    let top_theme = cli.theme;
    // `--lang` after the subcommand wins over the one before it, both over the locale.
    let top_lang = cli.lang;
    // Then the settings file's language, then the locale.
    let chosen_lang = |lang: Option<crate::i18n::Lang>, remembered: &crate::config::Remembered| {
        lang.or(top_lang)
            .unwrap_or_else(|| crate::play::settings::lang_of(remembered.config.language))
    };
    // The printing commands' language: `--lang`, then the settings file's, then
    // the locale (as the terminal screens decide it).
    let printing_lang = || chosen_lang(None, &crate::config::Remembered::from_env());
    match cli.command {
        None => {
            let remembered = crate::config::Remembered::from_env();
            let settings = remembered_settings(&remembered, top_theme, top_lang);
            crate::tui::run_start_screen(settings, remembered)
                .map_err(|e| CliError::from_tui(e, settings.lang))
        }
        Some(Command::Play {
            game,
            fen,
            load,
            resume,
            pieces,
            hanzi,
            theme,
            notation,
            lang,
            flip,
            auto_flip,
            computer,
            level,
            engine,
            engine_plays,
            engine_time,
            engine_level,
            clock,
            white,
            black,
            plain,
            no_plain,
        }) => {
            let remembered = crate::config::Remembered::from_env();
            let players = crate::play::setup::Players {
                white: white.unwrap_or_default(),
                black: black.unwrap_or_default(),
                // A new game's clock: --clock, else the remembered one.
                clock: clock.or(remembered.config.clock),
            };
            let from = match (load, resume) {
                (Some(path), _) => PlayFrom::File(path),
                (None, true) => PlayFrom::Autosave,
                (None, false) => PlayFrom::New(fen),
            };
            let lang = chosen_lang(lang, &remembered);
            let engine = (engine, engine_plays, engine_time, engine_level);
            let opponent = opponent(lang, game, (computer, level), engine)?;
            let players = match &opponent {
                Some(o) => players.with_opponent(o.side, &o.kind),
                None => players,
            };
            let mut settings = remembered_settings(&remembered, theme.or(top_theme), Some(lang));
            settings.flipped |= flip;
            settings.auto_flip |= auto_flip;
            // The line mode: asked for, or the settings file's choice.
            let plain = plain || (remembered.config.plain && !no_plain);
            let opts = PlayOptions {
                pieces,
                hanzi,
                notation,
                settings,
                opponent,
                remembered,
                plain,
            };
            play(game, from, opts, &players)
        }
        Some(Command::Practice(args)) => learn::run(learn::What::Practice, &args, top_lang),
        Some(Command::Lessons(args)) => learn::run(learn::What::Lessons, &args, top_lang),
        Some(Command::Setup {
            game,
            fen,
            pieces,
            theme,
            lang,
            flip,
            engine,
            engine_time,
            plain,
        }) => {
            let remembered = crate::config::Remembered::from_env();
            let lang = chosen_lang(lang, &remembered);
            if plain || remembered.config.plain {
                let settings = remembered_settings(&remembered, None, Some(lang));
                return crate::plain::run_setup(setup_kind(game), fen.as_deref(), settings)
                    .map_err(|e| match e {
                        crate::plain::PlainError::Game(g) => CliError::Input(g.say(lang)),
                        crate::plain::PlainError::Io(io) => CliError::Output(io),
                    });
            }
            let engine = setup_engine(lang, game, engine, engine_time)?;
            let mut settings = remembered_settings(&remembered, theme.or(top_theme), Some(lang));
            settings.flipped |= flip;
            settings.auto_flip = false;
            if let Some(p) = pieces {
                settings.style = match p {
                    PieceSet::Letters => crate::config::PieceStyle::Letters,
                    _ => crate::config::PieceStyle::Symbols,
                };
            }
            crate::tui::run_setup(
                setup_kind(game),
                fen.as_deref(),
                settings,
                engine,
                remembered,
            )
            .map_err(|e| CliError::from_tui(e, lang))
        }
        Some(Command::Perft {
            variant,
            fen,
            depth,
            divide,
            unique,
            progress,
        }) => {
            let lang = printing_lang();
            if depth > MAX_PERFT_DEPTH {
                let max = MAX_PERFT_DEPTH;
                return Err(CliError::Usage(
                    Printed::PerftTooDeep { depth, max }.say(lang),
                ));
            }
            if (unique || progress) && variant != Variant::Flickering {
                return Err(CliError::Usage(Printed::PerftFlickeringOptions.say(lang)));
            }
            match variant {
                Variant::Chess => chess::perft(fen.as_deref(), depth, divide, lang),
                Variant::Xiangqi => xiangqi::perft(fen.as_deref(), depth, divide, lang),
                Variant::Flickering => {
                    flicker::perft(fen.as_deref(), depth, divide, unique, progress, lang)
                }
            }
        }
        Some(Command::Record {
            load,
            fen,
            pgn,
            format,
        }) => record::run(&load, fen, pgn, format, printing_lang()),
        Some(Command::Review {
            file,
            screen: true,
            engine,
            time,
            ..
        }) => {
            let remembered = crate::config::Remembered::from_env();
            let settings = remembered_settings(&remembered, top_theme, top_lang);
            let movetime =
                std::time::Duration::from_millis(time.unwrap_or(review::DEFAULT_REVIEW_ENGINE_MS));
            crate::tui::run_review(file, settings, engine, movetime, remembered)
                .map_err(|e| CliError::from_tui(e, settings.lang))
        }
        Some(Command::Review {
            file,
            json,
            engine,
            time,
            ..
        }) => review::run(review::ReviewArgs {
            file,
            json,
            engine,
            time,
            lang: printing_lang(),
        }),
        Some(Command::Best {
            variant,
            fen,
            time,
            level,
            seed,
            json,
        }) => match variant {
            EngineGame::Flickering => best::run(best::BestArgs {
                fen,
                time,
                level,
                seed,
                json,
                lang: printing_lang(),
            }),
        },
        Some(Command::Puzzles(args)) => puzzles::run(&args, printing_lang()),
        Some(Command::Host(args)) => remote::host(args, top_theme, printing_lang()),
        Some(Command::Join(args)) => remote::join_game(args, top_theme, printing_lang()),
        Some(Command::Check {
            variant,
            fen,
            batch,
            json,
            moves,
            mate_in_one,
            mate_in,
        }) => {
            let lang = printing_lang();
            match variant {
                PlayGame::Xiangqi => {
                    if batch.is_some() || mate_in_one {
                        return Err(CliError::Usage(Printed::FlickeringCheckOptions.say(lang)));
                    }
                    if let Some(n) = mate_in {
                        return xiangqi::mate(fen.as_deref(), n, json, lang);
                    }
                    xiangqi::check(fen.as_deref(), moves.as_deref(), json, lang)
                }
                PlayGame::Flickering if mate_in.is_some() => {
                    Err(CliError::Usage(Printed::MateInIsXiangqi.say(lang)))
                }
                PlayGame::Flickering => flicker::check(flicker::CheckArgs {
                    fen,
                    batch,
                    json,
                    moves,
                    mate_in_one,
                    lang,
                }),
            }
        }
    }
}

/// `--clock 10+5`: the time control, or clap's error saying the accepted form (a
/// typed error, so that [`usage`] can word it in the player's language).
fn parse_clock(
    text: &str,
) -> Result<crate::session::clock::TimeControl, crate::session::clock::TimeControlError> {
    crate::session::clock::TimeControl::parse_minutes(text)
}

/// Where the game of `play` comes from.
enum PlayFrom {
    /// A new game, from the initial position or a FEN.
    New(Option<String>),
    /// A record file (`--load`).
    File(PathBuf),
    /// The autosaved game in progress (`--resume`).
    Autosave,
}

/// Read the game of `--load` / `--resume` before the terminal is touched, so that a
/// bad file is reported on the command line. `game`: the game asked for, if any.
fn open_game(
    game: Option<PlayGame>,
    from: &PlayFrom,
    lang: crate::i18n::Lang,
) -> Result<Option<(crate::record::Loaded, OpenedFrom)>, CliError> {
    use crate::record::autosave::{self, PersistError};
    use crate::session::GameKind;
    if matches!(from, PlayFrom::New(_)) {
        return Ok(None);
    }
    let wanted = match game {
        None => None,
        Some(PlayGame::Flickering) => Some(GameKind::Flickering),
        Some(PlayGame::Xiangqi) => Some(GameKind::Xiangqi),
    };
    // A record with an illegal move: the error, then what was read before it.
    let input = |e: PersistError| {
        let mut text = e.say(lang);
        if let Some(read) = e.read_before().filter(|r| !r.is_empty()) {
            text.push('\n');
            text.push_str(&CliText::ReadBeforeIt(&read.join(" ")).say(lang));
        }
        CliError::Input(text)
    };
    match from {
        PlayFrom::New(_) => Ok(None),
        PlayFrom::File(typed) => {
            // Found as `:load` and "Load a game" find it: the records folder first.
            let records = crate::record::DataDir::from_env()
                .ok()
                .map(|d| d.records_dir());
            let path = crate::play::records::locate_record(typed, records.as_deref());
            let loaded = autosave::open_record(&path, wanted).map_err(input)?;
            Ok(Some((loaded, OpenedFrom::File(path))))
        }
        PlayFrom::Autosave => {
            let data = crate::record::DataDir::from_env()
                .and_then(crate::record::DataDir::claim)
                .map_err(|e| input(e.into()))?;
            let resumed = autosave::resume(&data, wanted).map_err(|e| {
                let mut e = input(e);
                // Why the autosave is not this copy's usual one (another copy runs,
                // an unreadable file was moved aside): the player should know.
                if let CliError::Input(text) = &mut e {
                    for note in data.notes() {
                        text.push('\n');
                        text.push_str(&note.say(lang));
                    }
                }
                e
            })?;
            let from = OpenedFrom::Autosave {
                path: resumed.path,
                others: resumed.others,
            };
            Ok(Some((resumed.loaded, from)))
        }
    }
}

/// The opponent of `play --computer` / `--engine`, checked against the game.
fn opponent(
    lang: crate::i18n::Lang,
    game: Option<PlayGame>,
    (computer, level): (Option<ComputerSide>, Option<u8>),
    (engine, engine_plays, engine_time, engine_level): (
        Option<PathBuf>,
        EngineSide,
        u64,
        EngineLevelChoice,
    ),
) -> Result<Option<crate::play::opponent::Opponent>, CliError> {
    use crate::core::Side;
    use crate::flicker::engine::Level;
    use crate::play::opponent::{Opponent, OpponentKind};
    match (game, computer, engine) {
        (_, None, None) => Ok(None),
        (Some(PlayGame::Flickering), Some(side), None) => {
            let level = match level {
                Some(n) => Level::new(n).map_err(|e| CliError::Usage(e.to_string()))?,
                None => Level::DEFAULT,
            };
            let side = match side {
                ComputerSide::White => Side::White,
                ComputerSide::Black => Side::Black,
            };
            Ok(Some(Opponent::new(side, OpponentKind::Computer { level })))
        }
        (Some(PlayGame::Xiangqi), None, Some(path)) => {
            let side = match engine_plays {
                EngineSide::Red => Side::White,
                EngineSide::Black => Side::Black,
            };
            let movetime = std::time::Duration::from_millis(engine_time.max(1));
            // Checked before the game starts: a missing or non-UCI program is
            // refused here, with the reason, never named as a player.
            let info =
                crate::uci::check(&path, crate::play::opponent::ENGINE_GRACE).map_err(|e| {
                    CliError::Input(crate::words::opponent::EngineRefused(&e).say(lang))
                })?;
            let level = engine_level.level();
            Ok(Some(
                Opponent::new(
                    side,
                    OpponentKind::Engine {
                        path,
                        movetime,
                        level,
                    },
                )
                .with_engine_name(info.name),
            ))
        }
        (_, Some(_), _) => Err(CliError::Usage(CliText::ComputerPlaysFlickering.say(lang))),
        (_, _, Some(_)) => Err(CliError::Usage(CliText::EnginePlaysXiangqi.say(lang))),
    }
}

/// What `play` starts with besides the game: `--pieces` (laid over the settings),
/// the settings (the file's, with the other options over them), the opponent.
struct PlayOptions {
    pieces: Option<PieceSet>,
    /// `--hanzi K,R`: the kinds shown in hanzi (Xiangqi), the rest as letters.
    hanzi: Option<String>,
    /// `--notation`: the Flickering Chess move list's notation (over the file's).
    notation: Option<NotationChoice>,
    settings: crate::play::Settings,
    opponent: Option<crate::play::opponent::Opponent>,
    remembered: crate::config::Remembered,
    /// `--plain`: the line mode ([`crate::plain`]) instead of the terminal screens.
    plain: bool,
}

/// `duochess play`: check the options, then hand over to the terminal game.
fn play(
    game: Option<PlayGame>,
    from: PlayFrom,
    options: PlayOptions,
    players: &crate::play::setup::Players,
) -> Result<(), CliError> {
    use crate::config::PieceStyle;
    use crate::session::GameKind;
    let PlayOptions {
        pieces,
        hanzi,
        notation,
        mut settings,
        opponent,
        remembered,
        plain,
    } = options;
    let lang = settings.lang;
    let opened = open_game(game, &from, lang)?;
    let game = match (&opened, game) {
        (Some((o, _)), _) => match o.game.kind() {
            GameKind::Flickering => PlayGame::Flickering,
            GameKind::Xiangqi => PlayGame::Xiangqi,
        },
        (None, Some(g)) => g,
        // clap requires the game unless --load or --resume is given.
        (None, None) => return Err(CliError::Usage(CliText::NameTheGame.say(lang))),
    };
    let (choice, symbols) = match game {
        PlayGame::Flickering => (GameKind::Flickering, PieceSet::Unicode),
        PlayGame::Xiangqi => (GameKind::Xiangqi, PieceSet::Hanzi),
    };
    settings.style = match pieces {
        None => settings.style,
        Some(PieceSet::Letters) => PieceStyle::Letters,
        Some(p) if p == symbols => PieceStyle::Symbols,
        Some(p) => {
            let name = if p == PieceSet::Hanzi {
                "hanzi"
            } else {
                "unicode"
            };
            let other = if symbols == PieceSet::Hanzi {
                "hanzi"
            } else {
                "unicode"
            };
            return Err(CliError::Usage(
                CliText::PiecesNotForThisGame {
                    pieces: name,
                    other,
                }
                .say(lang),
            ));
        }
    };
    if let Some(kinds) = hanzi {
        if game != PlayGame::Xiangqi {
            return Err(CliError::Usage(
                CliText::PiecesNotForThisGame {
                    pieces: "hanzi",
                    other: "unicode",
                }
                .say(lang),
            ));
        }
        settings.style = PieceStyle::parse(&format!("hanzi:{kinds}"))
            .map_err(|e| CliError::Usage(e.say(lang)))?;
    }
    if notation.is_some() && game == PlayGame::Xiangqi {
        return Err(CliError::Usage(CliText::NotationIsForFlickering.say(lang)));
    }
    if let Some(n) = notation {
        settings.notation = n.style();
    }
    let lang = settings.lang;
    if plain {
        return play_plain(choice, opened, from, settings, opponent, players, lang);
    }
    let outcome = match (opened, from) {
        (Some((opened, from)), _) => crate::tui::run_opened(opened, &from, settings, remembered),
        (None, PlayFrom::New(fen)) => match opponent {
            Some(o) => crate::tui::run_game_against(
                choice,
                fen.as_deref(),
                settings,
                o,
                players,
                remembered,
            ),
            None => crate::tui::run_game(choice, fen.as_deref(), settings, players, remembered),
        },
        (None, _) => Ok(()),
    };
    outcome.map_err(|e| CliError::from_tui(e, lang))
}

/// `duochess play … --plain`: the line mode, over standard input and output.
fn play_plain(
    choice: crate::session::GameKind,
    opened: Option<(crate::record::Loaded, OpenedFrom)>,
    from: PlayFrom,
    settings: crate::play::Settings,
    opponent: Option<crate::play::opponent::Opponent>,
    players: &crate::play::setup::Players,
    lang: crate::i18n::Lang,
) -> Result<(), CliError> {
    use crate::plain::PlainError;
    let outcome = match (opened, from) {
        (Some((loaded, from)), _) => crate::plain::run_opened(
            crate::play::records::Opened::from_loaded(loaded),
            &from,
            settings,
        ),
        (None, PlayFrom::New(fen)) => {
            crate::plain::run_game(choice, fen.as_deref(), settings, players, opponent)
        }
        (None, _) => Ok(()),
    };
    outcome.map_err(|e| match e {
        PlainError::Game(g) => CliError::Input(g.say(lang)),
        PlainError::Io(io) => CliError::Output(io),
    })
}

/// The engine of `setup --engine`, checked against the game.
fn setup_engine(
    lang: crate::i18n::Lang,
    game: SetupGame,
    engine: Option<PathBuf>,
    engine_time: u64,
) -> Result<Option<crate::play::adapters::setup::EngineSetting>, CliError> {
    use crate::play::adapters::setup::EngineSetting;
    match (game, engine) {
        (_, None) => Ok(None),
        (SetupGame::Xiangqi, Some(path)) => Ok(Some(EngineSetting::new(
            path,
            std::time::Duration::from_millis(engine_time.max(1)),
        ))),
        (SetupGame::Flickering, Some(_)) => {
            Err(CliError::Input(CliText::EngineAnalysesXiangqi.say(lang)))
        }
    }
}

/// The game kind `setup` edits.
fn setup_kind(game: SetupGame) -> crate::session::GameKind {
    match game {
        SetupGame::Flickering => crate::session::GameKind::Flickering,
        SetupGame::Xiangqi => crate::session::GameKind::Xiangqi,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Theme;
    use crate::config::{Config, Theme as Remembered};

    /// `--theme` beats the file's theme, which beats `NO_COLOR`; with neither,
    /// `NO_COLOR` decides.
    #[test]
    fn the_option_beats_the_file_which_beats_no_color() {
        let file = Config {
            theme: Some(Remembered::HighContrast),
            ..Config::default()
        };
        let no_color = Some(std::ffi::OsStr::new("1"));
        let chosen = ThemeChoice::chosen(Some(ThemeChoice::Default), &file);
        assert_eq!(Theme::initial(chosen, no_color), Theme::Default);
        let chosen = ThemeChoice::chosen(None, &file);
        assert_eq!(Theme::initial(chosen, no_color), Theme::HighContrast);
        let chosen = ThemeChoice::chosen(None, &Config::default());
        assert_eq!(Theme::initial(chosen, no_color), Theme::Mono);
        assert_eq!(Theme::initial(chosen, None), Theme::Default);
    }
}
