//! `duochess puzzles`: generate Flickering puzzles, proved by the solver, one per
//! line (tab-separated text, or one JSON object per line with `--json`).

use super::{json, CliError};
use crate::practice::puzzle::{generate, GenerateError, Puzzle, PuzzleKind, Request, Solution};
use clap::{Args, ValueEnum};

/// The kinds of puzzle on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    /// The side to move is in check: find a series that frees the king.
    Escape,
    /// Find a series after which the opponent is mated.
    MateInOne,
    /// Mate, stalemate, or is there a way out?
    Judge,
}

impl From<KindArg> for PuzzleKind {
    fn from(k: KindArg) -> PuzzleKind {
        match k {
            KindArg::Escape => PuzzleKind::Escape,
            KindArg::MateInOne => PuzzleKind::MateInOne,
            KindArg::Judge => PuzzleKind::Judge,
        }
    }
}

/// The most puzzles one command writes.
pub const MAX_COUNT: usize = 10_000;

/// Arguments of `duochess puzzles`.
#[derive(Args, Debug, Clone)]
pub struct PuzzlesArgs {
    /// What kind of puzzle.
    #[arg(long, value_enum)]
    pub kind: KindArg,
    /// How many puzzles (1 to 10000).
    #[arg(long)]
    pub count: usize,
    /// 1 to 5: the length of the shortest escape (escape, judge) or mating series
    /// (mate-in-one); 5 means five or more. Any when left out.
    #[arg(long)]
    pub difficulty: Option<u8>,
    /// Same seed, same puzzles.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// One JSON object per line: {"fen","kind","difficulty","solution","tags"}.
    #[arg(long)]
    pub json: bool,
}

/// Run `duochess puzzles`.
pub fn run(args: &PuzzlesArgs) -> Result<(), CliError> {
    if !(1..=MAX_COUNT).contains(&args.count) {
        return Err(CliError::Usage(format!(
            "--count must be 1 to {MAX_COUNT}, got {}",
            args.count
        )));
    }
    let req = Request {
        kind: args.kind.into(),
        count: args.count,
        difficulty: args.difficulty,
        seed: args.seed,
    };
    let write = |puzzles: &[Puzzle]| {
        let mut out = String::new();
        for p in puzzles {
            out.push_str(&if args.json { to_json(p) } else { to_line(p) });
            out.push('\n');
        }
        print!("{out}");
    };
    match generate(&req) {
        Ok(g) => {
            write(&g.puzzles);
            Ok(())
        }
        Err(e @ GenerateError::Difficulty(_)) => Err(CliError::Usage(e.to_string())),
        Err(GenerateError::Exhausted {
            kind,
            found,
            wanted,
            candidates,
            puzzles,
        }) => {
            write(&puzzles);
            Err(CliError::Input(
                GenerateError::Exhausted {
                    kind,
                    found,
                    wanted,
                    candidates,
                    puzzles: Vec::new(),
                }
                .to_string(),
            ))
        }
    }
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
