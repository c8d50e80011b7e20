//! Puzzles in plain lines (`duochess practice --plain`): the kinds listed with
//! the score kept for each, a kind chosen by its number, each puzzle generated and
//! proved as on the practice screen (the Flickering solver, the Xiangqi mate
//! search), its task said in words with the pieces, the answer typed as in the game
//! and judged by the same checker ([`crate::practice::check`],
//! [`crate::practice::xiangqi_puzzle::judge_moves`]) with the screen's words, and
//! each answer counted in the same progress file.
//!
//! A typed line that is not a move of the position (a typo) is explained and not
//! counted: on the screen such a move could not be played either. A legal answer
//! that does not do what the puzzle asks counts as missed, as on the screen.

use super::command::{self, Command};
use super::describe::{look, push};
use super::Learning;
use crate::i18n::Lang;
use crate::play::port::NotationStyle;
use crate::practice::check::Wanted;
use crate::practice::progress::Progress;
use crate::practice::xiangqi_puzzle::{
    generate_xiangqi, judge_moves, XiangqiKind, XiangqiProgress, XiangqiPuzzle,
};
use crate::practice::{
    check_series, check_verdict, generate, JudgeVerdict, Puzzle, PuzzleKind, Refused, Request,
    Solution,
};
use crate::session::GameKind;
use crate::words::learn::practice::{AnyKind, PracticeText, Solution as Answered};
use crate::words::plain::PlainText;
use crate::words::plain_learn::LearnText;
use crate::words::Say;

/// The kinds offered, in the order of their numbers.
pub const KINDS: [AnyKind; 5] = [
    AnyKind::Flickering(PuzzleKind::Escape),
    AnyKind::Flickering(PuzzleKind::MateInOne),
    AnyKind::Flickering(PuzzleKind::Judge),
    AnyKind::Xiangqi(XiangqiKind::MateInOne),
    AnyKind::Xiangqi(XiangqiKind::MateInTwo),
];

/// The difficulties a Flickering kind is scored by: any, then 1 to 5.
const DIFFICULTIES: [Option<u8>; 6] = [None, Some(1), Some(2), Some(3), Some(4), Some(5)];

/// The puzzle being answered.
enum Current {
    Flickering(Puzzle),
    /// A Xiangqi puzzle and the moves played in it (the player's and the replies).
    Xiangqi(XiangqiPuzzle, Vec<crate::xiangqi::Move>),
}

/// Puzzles in plain lines.
pub struct PlainPractice {
    lang: Lang,
    style: NotationStyle,
    progress: Progress,
    seed: u64,
    chosen: Option<(AnyKind, Option<u8>)>,
    current: Option<Current>,
    answered: bool,
    /// Puzzles given in this run.
    number: usize,
    notes: Vec<String>,
    quit: bool,
}

impl PlainPractice {
    /// Practice with the progress of `file` (`None`: not saved). A broken file is
    /// reported and left alone: this run's answers are then not saved.
    pub fn new(
        lang: Lang,
        style: NotationStyle,
        file: Option<std::path::PathBuf>,
        seed: u64,
    ) -> PlainPractice {
        let mut notes = Vec::new();
        let progress = match file.map(Progress::load) {
            None => Progress::default(),
            Some(Ok(p)) => p,
            Some(Err(e)) => {
                notes.push(e.say(lang));
                Progress::default()
            }
        };
        PlainPractice {
            lang,
            style,
            progress,
            seed,
            chosen: None,
            current: None,
            answered: false,
            number: 0,
            notes,
            quit: false,
        }
    }

    fn say(&self, out: &mut Vec<String>, text: impl Say) {
        push(out, &text.say(self.lang));
    }

    /// The kinds with their numbers and scores (summed over the difficulties).
    fn list(&self, out: &mut Vec<String>) {
        for (i, kind) in KINDS.iter().enumerate() {
            let (solved, tried) = match *kind {
                AnyKind::Flickering(k) => DIFFICULTIES
                    .iter()
                    .map(|d| self.progress.score((k, *d)))
                    .fold((0, 0), |(s, t), x| (s + x.solved, t + x.tried)),
                AnyKind::Xiangqi(k) => {
                    let s = self.progress.score(k);
                    (s.solved, s.tried)
                }
            };
            let name = PracticeText::Kind(*kind).say(self.lang);
            let task = PracticeText::Task(*kind).say(self.lang);
            let row = LearnText::KindRow {
                number: i + 1,
                name: &name,
                task: &task,
                solved,
                tried,
            };
            self.say(out, row);
        }
    }

    /// Generate the next puzzle of the chosen kind and say it.
    fn next(&mut self, out: &mut Vec<String>) {
        let Some((kind, difficulty)) = self.chosen else {
            return self.say(out, LearnText::ChooseFirst);
        };
        self.say(out, LearnText::Searching);
        let seed = self.seed;
        self.seed = self.seed.wrapping_add(1);
        let found = match kind {
            AnyKind::Flickering(kind) => {
                let req = Request {
                    kind,
                    count: 1,
                    difficulty,
                    seed,
                };
                match generate(&req) {
                    Ok(g) => g.puzzles.into_iter().next().map(Current::Flickering),
                    Err(e) => return self.say(out, e),
                }
            }
            AnyKind::Xiangqi(kind) => match generate_xiangqi(kind, 1, seed) {
                Ok(p) => p
                    .into_iter()
                    .next()
                    .map(|p| Current::Xiangqi(p, Vec::new())),
                Err(e) => return self.say(out, e),
            },
        };
        let Some(current) = found else {
            return self.say(out, PracticeText::GeneratorLost);
        };
        self.number += 1;
        self.current = Some(current);
        self.answered = false;
        let head_kind = PracticeText::Kind(kind).say(self.lang);
        let difficulty = match &self.current {
            Some(Current::Flickering(p)) => Some(p.difficulty),
            _ => None,
        };
        let head = LearnText::PuzzleHead {
            number: self.number,
            kind: &head_kind,
            difficulty,
        };
        self.say(out, head);
        self.say(out, PracticeText::Task(kind));
        let (game, side) = match &self.current {
            Some(Current::Flickering(p)) => (GameKind::Flickering, p.position.turn()),
            Some(Current::Xiangqi(p, _)) => (GameKind::Xiangqi, p.position.side_to_move()),
            None => return,
        };
        self.say(out, LearnText::ToMove { kind: game, side });
        self.say(out, LearnText::HowToAnswer(kind));
        self.look(out, Command::Pieces);
    }

    /// The puzzle's position now, as a game the looking commands read.
    fn game(&self) -> Option<Box<dyn crate::play::PlayableGame>> {
        let (kind, fen) = match self.current.as_ref()? {
            Current::Flickering(p) => (GameKind::Flickering, p.position.fen()),
            Current::Xiangqi(p, played) => {
                let pos = played
                    .iter()
                    .fold(p.position.clone(), |pos, m| pos.after(*m));
                (GameKind::Xiangqi, pos.to_fen())
            }
        };
        crate::play::new_game(kind, Some(&fen)).ok()
    }

    fn look(&self, out: &mut Vec<String>, command: Command) {
        match self.game() {
            Some(game) => look(self.lang, out, game.as_ref(), command),
            None => self.say(out, LearnText::ChooseFirst),
        }
    }

    /// Count the answer to a puzzle of `kind` in the progress file.
    fn record(&mut self, out: &mut Vec<String>, kind: AnyKind, solved: bool) {
        self.answered = true;
        let difficulty = self.chosen.and_then(|(_, d)| d);
        let recorded = match kind {
            AnyKind::Xiangqi(k) => self.progress.record(k, solved),
            AnyKind::Flickering(k) => self.progress.record((k, difficulty), solved),
        };
        if let Err(e) = recorded {
            self.say(out, e);
        }
    }

    /// The hint: the square of the piece the proved answer starts with.
    fn hint(&self, out: &mut Vec<String>) {
        let first = match &self.current {
            None => return self.say(out, LearnText::ChooseFirst),
            Some(Current::Flickering(p)) => match &p.solution {
                Solution::Series(s) => s.coords().into_iter().next(),
                Solution::Verdict(..) => return self.say(out, LearnText::NoHintForJudge),
            },
            Some(Current::Xiangqi(p, played)) => {
                let on_line = p.line.get(..played.len()) == Some(played.as_slice());
                on_line
                    .then(|| p.line.get(played.len()).map(|m| m.coord()))
                    .flatten()
            }
        };
        match first {
            Some(m) => {
                let from: String = m.chars().take(2).collect();
                self.say(out, LearnText::HintFrom(&from));
            }
            None => self.say(out, LearnText::WhatNext),
        }
    }

    /// A judge puzzle's verdict word, in either language.
    fn verdict(word: &str) -> Option<JudgeVerdict> {
        match word.trim().to_lowercase().as_str() {
            "mate" | "мат" => Some(JudgeVerdict::Mate),
            "stalemate" | "пат" => Some(JudgeVerdict::Stalemate),
            "escape" | "вихід" => Some(JudgeVerdict::Escape),
            _ => None,
        }
    }

    /// The typed answer, judged.
    fn answer(&mut self, out: &mut Vec<String>, text: &str) {
        if self.answered {
            return self.say(out, LearnText::WhatNext);
        }
        match self.current.take() {
            None => self.say(out, LearnText::ChooseFirst),
            Some(Current::Flickering(p)) => {
                self.answer_flickering(out, &p, text);
                self.current = Some(Current::Flickering(p));
            }
            Some(Current::Xiangqi(p, mut played)) => {
                self.answer_xiangqi(out, &p, &mut played, text);
                self.current = Some(Current::Xiangqi(p, played));
            }
        }
        if self.answered {
            self.say(out, LearnText::WhatNext);
        }
    }

    fn answer_flickering(&mut self, out: &mut Vec<String>, p: &Puzzle, text: &str) {
        let lang = self.lang;
        if p.kind == PuzzleKind::Judge {
            let Some(said) = Self::verdict(text) else {
                let e = Refused::WrongAnswerKind {
                    kind: p.kind,
                    wants: Wanted::Verdict,
                };
                return self.say(out, e);
            };
            let (solved, truth) = match check_verdict(p, said) {
                Ok(_) => (true, said),
                Err(Refused::WrongVerdict { truth, .. }) => (false, truth),
                Err(e) => return self.say(out, e),
            };
            self.record(out, AnyKind::Flickering(p.kind), solved);
            let rescue = match &p.solution {
                Solution::Verdict(_, r) => r.as_ref().map(|r| r.coords().join(", ")),
                Solution::Series(_) => None,
            };
            let truth = Answered::Truth {
                verdict: truth,
                rescue: rescue.as_deref(),
            };
            self.say(out, PracticeText::Judged { solved, truth });
            // Why it is mate or stalemate: the screen marks it on the board.
            if let Some(proof) = crate::practice::proof::prove(&p.position) {
                self.say(out, proof);
            }
            return;
        }
        // A typo or an illegal move is explained and not counted.
        let series = match crate::flicker::notation::parse_series(&p.position, text) {
            Ok(s) => s,
            Err(e) => return push(out, &e.say(lang)),
        };
        match check_series(p, &series) {
            Ok(_) => {
                self.record(out, AnyKind::Flickering(p.kind), true);
                self.say(out, PracticeText::Solved(text.trim()));
            }
            Err(why) => {
                self.record(out, AnyKind::Flickering(p.kind), false);
                let moves = match &p.solution {
                    Solution::Series(s) => s.coords().join(", "),
                    Solution::Verdict(..) => String::new(),
                };
                let answer = Answered::Series(&moves);
                let why = Some(&why);
                self.say(out, PracticeText::Missed { why, answer });
            }
        }
    }

    fn answer_xiangqi(
        &mut self,
        out: &mut Vec<String>,
        p: &XiangqiPuzzle,
        played: &mut Vec<crate::xiangqi::Move>,
        text: &str,
    ) {
        let notation = self.style.xiangqi();
        let pos = played
            .iter()
            .fold(p.position.clone(), |pos, m| pos.after(*m));
        let m = match crate::xiangqi::notation::parse_any(&pos, text) {
            Ok(m) => m,
            Err(e) => return self.say(out, e),
        };
        played.push(m);
        match judge_moves(p, played, notation) {
            Ok(XiangqiProgress::Won) => {
                self.record(out, AnyKind::Xiangqi(p.kind), true);
                let moves =
                    crate::practice::xiangqi_puzzle::write_line(&p.position, played, notation);
                self.say(out, PracticeText::Solved(&moves.join(", ")));
            }
            Ok(XiangqiProgress::Reply(r)) => {
                let after = pos.after(m);
                let written = notation.write(&after, r);
                played.push(r);
                self.say(out, LearnText::Reply(&written));
            }
            Err(e) => {
                self.record(out, AnyKind::Xiangqi(p.kind), false);
                played.clear();
                let moves = p.written(notation).join(", ");
                let why = Some(&e);
                self.say(out, PracticeText::XiangqiMissed { why, moves: &moves });
            }
        }
    }
}

impl Learning for PlainPractice {
    fn start(&mut self) -> Vec<String> {
        let mut out = std::mem::take(&mut self.notes);
        self.say(&mut out, LearnText::PracticeStart);
        self.list(&mut out);
        out
    }

    fn line(&mut self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let trimmed = text.trim();
        let words: Vec<&str> = trimmed.split_whitespace().collect();
        let first = words.first().map(|w| w.to_lowercase()).unwrap_or_default();
        // A number (and a difficulty) chooses a kind.
        if let Ok(n) = first.parse::<usize>() {
            let Some(kind) = n.checked_sub(1).and_then(|i| KINDS.get(i)) else {
                self.say(&mut out, LearnText::ChooseFirst);
                return out;
            };
            let difficulty = match (kind, words.get(1).and_then(|d| d.parse::<u8>().ok())) {
                (AnyKind::Flickering(_), Some(d)) => Some(d),
                _ => None,
            };
            self.chosen = Some((*kind, difficulty));
            self.next(&mut out);
            return out;
        }
        match first.as_str() {
            "list" | "список" => {
                self.list(&mut out);
                return out;
            }
            "next" | "далі" => {
                self.next(&mut out);
                return out;
            }
            _ => {}
        }
        match command::parse(text) {
            None => {}
            Some(c @ (Command::Board { .. } | Command::Pieces | Command::Scan(_))) => {
                self.look(&mut out, c);
            }
            Some(Command::Hint) => self.hint(&mut out),
            Some(Command::Help) => self.say(&mut out, LearnText::PracticeHelp),
            Some(Command::Quit) => {
                self.quit = true;
                self.say(&mut out, PlainText::Bye { autosaved: false });
            }
            Some(_) => self.answer(&mut out, trimmed),
        }
        out
    }

    fn end_of_input(&mut self) -> Vec<String> {
        vec![PlainText::Bye { autosaved: false }.say(self.lang)]
    }

    fn finished(&self) -> bool {
        self.quit
    }
}
