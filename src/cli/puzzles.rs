//! `duochess puzzles`: generate Flickering puzzles, proved by the solver, or
//! Xiangqi mates proved by the Xiangqi mate search (`--variant xiangqi`), one per
//! line (tab-separated text, or one JSON object per line with `--json`).
//!
//! Each puzzle is printed the moment it is proved, so a long run (`--count
//! 10000` takes minutes) shows its work as it goes, a reader (`| head`) gets its
//! lines at once, and Ctrl-C keeps every line already printed (each is written
//! whole and flushed). Progress goes to standard error on a terminal (one line
//! rewritten in place) or with `--progress` (a line every few seconds and at the
//! end).

use super::out;
use super::{json, CliError, Variant};
use crate::i18n::Lang;
use crate::practice::puzzle::{
    generate_each, GenerateError, Puzzle, PuzzleKind, Request, Solution,
};
use crate::practice::xiangqi_puzzle::{generate_xiangqi_each, XiangqiKind, XiangqiPuzzle};
use crate::words::cli::Printed;
use crate::words::Say;
use clap::{Args, ValueEnum};
use std::io::IsTerminal;
use std::time::Instant;

/// The kinds of puzzle on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    /// The side to move is in check: find a series that frees the king.
    Escape,
    /// Find a series after which the opponent is mated.
    MateInOne,
    /// Mate, stalemate, or is there a way out?
    Judge,
    /// Xiangqi: a forced win in two moves (and none in one).
    MateInTwo,
}

impl KindArg {
    /// The Flickering kind, if this is one.
    fn flickering(self) -> Option<PuzzleKind> {
        match self {
            KindArg::Escape => Some(PuzzleKind::Escape),
            KindArg::MateInOne => Some(PuzzleKind::MateInOne),
            KindArg::Judge => Some(PuzzleKind::Judge),
            KindArg::MateInTwo => None,
        }
    }

    /// The Xiangqi kind, if this is one.
    fn xiangqi(self) -> Option<XiangqiKind> {
        match self {
            KindArg::MateInOne => Some(XiangqiKind::MateInOne),
            KindArg::MateInTwo => Some(XiangqiKind::MateInTwo),
            _ => None,
        }
    }
}

/// The most puzzles one command writes.
pub const MAX_COUNT: usize = 10_000;

/// Arguments of `duochess puzzles`.
#[derive(Args, Debug, Clone)]
pub struct PuzzlesArgs {
    /// The game: flickering (escape, mate-in-one, judge) or xiangqi (mate-in-one,
    /// mate-in-two).
    #[arg(long, value_enum, default_value = "flickering")]
    pub variant: Variant,
    /// What kind of puzzle.
    #[arg(long, value_enum)]
    pub kind: KindArg,
    /// How many puzzles (1 to 10000).
    #[arg(long)]
    pub count: usize,
    /// Flickering, 1 to 5: the length of the shortest escape (escape, judge) or
    /// mating series (mate-in-one); 5 means five or more. Any when left out. (A
    /// Xiangqi puzzle's difficulty is its number of moves.)
    #[arg(long)]
    pub difficulty: Option<u8>,
    /// Same seed, same puzzles.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// One JSON object per line: {"fen","kind","difficulty","solution","tags"}.
    #[arg(long)]
    pub json: bool,
    /// Progress on standard error even when it is not a terminal (on a terminal
    /// it is always shown).
    #[arg(long)]
    pub progress: bool,
}

/// Prints each puzzle as it is proved, with the progress line; remembers the
/// first failed write (a closed pipe or a full disk), which stops the work.
struct Printer {
    lang: Lang,
    wanted: usize,
    found: usize,
    started: Instant,
    progress: Option<out::Progress>,
    failed: Option<CliError>,
}

impl Printer {
    fn new(args: &PuzzlesArgs, lang: Lang) -> Printer {
        let terminal = std::io::stderr().is_terminal();
        Printer {
            lang,
            wanted: args.count,
            found: 0,
            started: Instant::now(),
            progress: (args.progress || terminal).then(|| out::Progress::new(terminal)),
            failed: None,
        }
    }

    /// Print one puzzle's line; `false` once a write failed (stop the work).
    fn print(&mut self, line: String) -> bool {
        if let Err(e) = out::line(line) {
            self.failed = Some(e);
            return false;
        }
        self.found += 1;
        let (lang, found, wanted) = (self.lang, self.found, self.wanted);
        let secs = self.started.elapsed().as_secs_f64();
        if let Some(p) = &mut self.progress {
            if p.in_place() || p.due() || found == wanted {
                p.show(
                    &Printed::PuzzleProgress {
                        found,
                        wanted,
                        secs,
                    }
                    .say(lang),
                );
            }
        }
        true
    }

    /// Clear the progress line; the failed write, if one stopped the work.
    fn finish(mut self) -> Result<(), CliError> {
        if let Some(p) = &mut self.progress {
            p.clear();
        }
        self.failed.map_or(Ok(()), Err)
    }
}

/// Run `duochess puzzles`.
pub fn run(args: &PuzzlesArgs, lang: Lang) -> Result<(), CliError> {
    if !(1..=MAX_COUNT).contains(&args.count) {
        let (max, got) = (MAX_COUNT, args.count);
        return Err(CliError::Usage(Printed::PuzzleCount { max, got }.say(lang)));
    }
    let kind = match args.variant {
        Variant::Xiangqi => return run_xiangqi(args, lang),
        Variant::Chess => return Err(CliError::Usage(Printed::PuzzleVariant.say(lang))),
        Variant::Flickering => args
            .kind
            .flickering()
            .ok_or_else(|| CliError::Usage(Printed::MateInTwoIsXiangqi.say(lang)))?,
    };
    let req = Request {
        kind,
        count: args.count,
        difficulty: args.difficulty,
        seed: args.seed,
    };
    let mut printer = Printer::new(args, lang);
    let made = generate_each(&req, |p| {
        printer.print(if args.json { to_json(p) } else { to_line(p) })
    });
    printer.finish()?;
    match made {
        Ok(_) => Ok(()),
        Err(e @ GenerateError::Difficulty(_)) => Err(CliError::Usage(e.say(lang))),
        Err(e @ GenerateError::Exhausted { .. }) => Err(CliError::Input(e.say(lang))),
    }
}

/// `duochess puzzles --variant xiangqi`.
fn run_xiangqi(args: &PuzzlesArgs, lang: Lang) -> Result<(), CliError> {
    let kind = args
        .kind
        .xiangqi()
        .ok_or_else(|| CliError::Usage(Printed::XiangqiPuzzleKinds.say(lang)))?;
    if args.difficulty.is_some() {
        return Err(CliError::Usage(Printed::XiangqiDifficulty.say(lang)));
    }
    let mut printer = Printer::new(args, lang);
    let made = generate_xiangqi_each(kind, args.count, args.seed, |p| {
        printer.print(if args.json {
            xiangqi_json(p)
        } else {
            xiangqi_line(p)
        })
    });
    printer.finish()?;
    made.map(|_| ()).map_err(|e| CliError::Input(e.say(lang)))
}

/// `{"fen":…,"variant":"xiangqi","kind":…,"difficulty":N,"solution":[…]}`: the
/// solution is the attacker's moves with the longest defence between them.
pub fn xiangqi_json(p: &XiangqiPuzzle) -> String {
    format!(
        "{{\"fen\":{},\"variant\":\"xiangqi\",\"kind\":{},\"difficulty\":{},\"solution\":{}}}",
        json::string(&p.position.to_fen()),
        json::string(p.kind.name()),
        p.kind.moves(),
        json::list(&p.coords())
    )
}

/// FEN, kind, number of moves and the line (coordinates joined by `,`), by tabs.
pub fn xiangqi_line(p: &XiangqiPuzzle) -> String {
    format!(
        "{}\t{}\t{}\t{}",
        p.position.to_fen(),
        p.kind,
        p.kind.moves(),
        p.coords().join(",")
    )
}

/// `{"fen":…,"kind":…,"difficulty":N,"solution":[…] or "mate","tags":[…]}`.
pub fn to_json(p: &Puzzle) -> String {
    let solution = match &p.solution {
        Solution::Series(s) => json::list(&s.coords()),
        Solution::Verdict(v, _) => json::string(v.name()),
    };
    let tags: Vec<String> = p.tags.iter().map(|t| t.name().to_string()).collect();
    format!(
        "{{\"fen\":{},\"kind\":{},\"difficulty\":{},\"solution\":{solution},\"tags\":{}}}",
        json::string(&p.position.fen()),
        json::string(p.kind.name()),
        p.difficulty,
        json::list(&tags)
    )
}

/// FEN, kind, difficulty, the answer (coordinates joined by `,`, or the verdict),
/// and the tags if any, separated by tabs.
pub fn to_line(p: &Puzzle) -> String {
    let mut line = format!(
        "{}\t{}\t{}\t{}",
        p.position.fen(),
        p.kind,
        p.difficulty,
        p.answer_words().join(",")
    );
    if !p.tags.is_empty() {
        let tags: Vec<&str> = p.tags.iter().map(|t| t.name()).collect();
        line.push('\t');
        line.push_str(&tags.join(","));
    }
    line
}
