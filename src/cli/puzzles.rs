//! `duochess puzzles`: generate Flickering puzzles, proved by the solver, or
//! Xiangqi mates proved by the Xiangqi mate search (`--variant xiangqi`), one per
//! line (tab-separated text, or one JSON object per line with `--json`).

use super::{json, CliError, Variant};
use crate::i18n::Lang;
use crate::practice::puzzle::{generate, GenerateError, Puzzle, PuzzleKind, Request, Solution};
use crate::practice::xiangqi_puzzle::{
    generate_xiangqi, XiangqiExhausted, XiangqiKind, XiangqiPuzzle,
};
use crate::words::cli::Printed;
use crate::words::Say;
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
    let write = |puzzles: &[Puzzle]| {
        let mut out = String::new();
        for p in puzzles {
            out.push_str(&if args.json { to_json(p) } else { to_line(p) });
            out.push('\n');
        }
        super::out::text(out)
    };
    match generate(&req) {
        Ok(g) => {
            write(&g.puzzles)?;
            Ok(())
        }
        Err(e @ GenerateError::Difficulty(_)) => Err(CliError::Usage(e.say(lang))),
        Err(GenerateError::Exhausted {
            kind,
            found,
            wanted,
            candidates,
            puzzles,
        }) => {
            write(&puzzles)?;
            Err(CliError::Input(
                GenerateError::Exhausted {
                    kind,
                    found,
                    wanted,
                    candidates,
                    puzzles: Vec::new(),
                }
                .say(lang),
            ))
        }
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
    let write = |puzzles: &[XiangqiPuzzle]| {
        let mut out = String::new();
        for p in puzzles {
            out.push_str(&if args.json {
                xiangqi_json(p)
            } else {
                xiangqi_line(p)
            });
            out.push('\n');
        }
        super::out::text(out)
    };
    match generate_xiangqi(kind, args.count, args.seed) {
        Ok(puzzles) => {
            write(&puzzles)?;
            Ok(())
        }
        Err(e) => {
            write(&e.puzzles)?;
            Err(CliError::Input(
                XiangqiExhausted {
                    puzzles: Vec::new(),
                    ..e
                }
                .say(lang),
            ))
        }
    }
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
