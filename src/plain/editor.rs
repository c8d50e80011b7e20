//! The position editor's questions in plain lines (`duochess setup … --plain`): a
//! position from a FEN, then "is it mate?" (the checker's verdict, why, and the
//! rescue series when there is one), the mate search, the looking commands, and
//! `play` to play on from the position in the line mode. The checker and the
//! searches are the editor's own ([`crate::play::adapters::setup`]); only their
//! words are said here, through [`crate::words::plain`].

use super::{command, describe};
use crate::i18n::Lang;
use crate::play::adapters::setup::{self as editor, Placement};
use crate::play::port::{NotationStyle, PlayableGame};
use crate::session::GameKind;
use crate::words::plain::{EditorText, PlainText};
use crate::words::Say;
use command::Command;

/// What a line did in the editor.
pub enum Step {
    /// Lines to write; the editor goes on.
    Lines(Vec<String>),
    /// Play from the position: the game, and the lines before it.
    Play(Box<dyn PlayableGame>, Vec<String>),
    /// Stop.
    Quit(Vec<String>),
}

/// The editor in plain lines: a position and its questions.
pub struct PlainEditor {
    placement: Placement,
    lang: Lang,
    style: NotationStyle,
}

impl PlainEditor {
    /// The position of `fen`, or the start position.
    pub fn new(
        kind: GameKind,
        fen: Option<&str>,
        lang: Lang,
        style: NotationStyle,
    ) -> Result<PlainEditor, crate::play::SetupError> {
        let placement = match fen {
            Some(f) => editor::placement_from_fen(kind, f)?,
            None => Placement::start(kind),
        };
        Ok(PlainEditor {
            placement,
            lang,
            style,
        })
    }

    fn say(&self, out: &mut Vec<String>, text: impl Say) {
        describe::push(out, &text.say(self.lang));
    }

    /// The first lines: what the editor does, and the checker's verdict.
    pub fn start(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.say(&mut out, EditorText::Start(self.placement.kind()));
        self.analyse(&mut out);
        out
    }

    /// "Is it mate?": the checker's verdict, or why the position cannot be played.
    fn analyse(&self, out: &mut Vec<String>) {
        let notation = self.style.xiangqi();
        let series = match self.style {
            NotationStyle::Seed => crate::flicker::notation::SeriesStyle::Seed,
            NotationStyle::Coordinates => crate::flicker::notation::SeriesStyle::Coordinates,
            _ => crate::flicker::notation::SeriesStyle::San,
        };
        match editor::analyse(&self.placement, notation, series) {
            Ok(a) => self.say(out, EditorText::Analysis(&a)),
            Err(e) => self.say(out, e),
        }
    }

    /// The mate search: a mating series (Flickering), the shortest mate in up to
    /// `moves` moves (Xiangqi, 3 unless asked).
    fn mate(&self, out: &mut Vec<String>, moves: Option<u32>) {
        let cancel = std::sync::atomic::AtomicBool::new(false);
        let found = match self.placement.kind() {
            GameKind::Flickering => {
                let style = match self.style {
                    NotationStyle::Seed => crate::flicker::notation::SeriesStyle::Seed,
                    _ => crate::flicker::notation::SeriesStyle::San,
                };
                editor::mate_search(
                    &self.placement,
                    editor::INTERACTIVE_MATE_LIMITS,
                    style,
                    &cancel,
                )
            }
            GameKind::Xiangqi => editor::xiangqi_mate_search(
                &self.placement,
                moves.unwrap_or(crate::xiangqi::mate::DEFAULT_MATE_MOVES),
                editor::XIANGQI_MATE_LIMITS,
                self.style.xiangqi(),
                &cancel,
            ),
        };
        match found {
            Ok(f) => self.say(out, EditorText::Finding(&f)),
            Err(e) => self.say(out, e),
        }
    }

    /// The answer to a typed line.
    pub fn line(&mut self, text: &str) -> Step {
        let mut out = Vec::new();
        let trimmed = text.trim();
        let (first, rest) = trimmed
            .split_once(char::is_whitespace)
            .map_or((trimmed, ""), |(f, r)| (f, r.trim()));
        match first.to_lowercase().as_str() {
            "fen" | "фен" if !rest.is_empty() => {
                match editor::placement_from_fen(self.placement.kind(), rest) {
                    Ok(p) => {
                        self.placement = p;
                        self.analyse(&mut out);
                    }
                    Err(e) => self.say(&mut out, e),
                }
                return Step::Lines(out);
            }
            "mate" | "мат" => {
                let moves = rest.parse::<u32>().ok();
                self.mate(&mut out, moves);
                return Step::Lines(out);
            }
            "play" | "грати" if rest.is_empty() => {
                return match editor::new_game(&self.placement) {
                    Ok(game) => Step::Play(game, out),
                    Err(e) => {
                        self.say(&mut out, e);
                        Step::Lines(out)
                    }
                };
            }
            _ => {}
        }
        let Some(command) = command::parse(text) else {
            return Step::Lines(out);
        };
        match command {
            Command::Check => self.analyse(&mut out),
            Command::Fen => {
                let fen = editor::fen_of(&self.placement);
                self.say(&mut out, crate::words::game::GameText::Fen(&fen));
            }
            Command::Help => self.say(&mut out, EditorText::Help),
            Command::Quit => {
                self.say(&mut out, PlainText::Bye { autosaved: false });
                return Step::Quit(out);
            }
            Command::Board { .. } | Command::Pieces | Command::Scan(_) => {
                // The looking commands read a playable position.
                match editor::new_game(&self.placement) {
                    Ok(game) => describe::look(self.lang, &mut out, game.as_ref(), command),
                    Err(e) => self.say(&mut out, e),
                }
            }
            _ => self.say(&mut out, EditorText::Help),
        }
        Step::Lines(out)
    }
}
