//! What the screens say about games on disk: a game's summary ("Flickering Chess,
//! 5 series, White to move"), a record's players, what a save did, and what Tab
//! found for a typed path.

use crate::core::text::{shown, shown_path};
use crate::core::Side;
use crate::i18n::{tr, tr_args, Lang};
use crate::play::port::PlayableGame;
use crate::play::records::{OpenedFrom, Saved, TabNote};
use crate::record::RecordInfo;
use crate::session::{GameKind, GameResult};
use crate::words::common::{side_args, Say};
use crate::words::sides::{winner as winner_words, Player};
use std::path::Path;

/// How far a game is: its kind, its length (series, or Xiangqi's numbered moves),
/// result and side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub kind: GameKind,
    pub turns: usize,
    pub result: GameResult,
    pub turn: Side,
}

impl GameSummary {
    pub fn of(game: &dyn PlayableGame) -> GameSummary {
        GameSummary {
            kind: game.kind(),
            turns: game.length(),
            result: game.result(),
            turn: game.turn(),
        }
    }

    /// "5 series, White to move" (or the result when over): «5 серій, хід білих»,
    /// the count in the language's plural form.
    pub fn progress(&self) -> impl Say + '_ {
        Progress(self)
    }
}

/// "Flickering Chess, 5 series, White to move".
impl Say for GameSummary {
    fn say(&self, lang: Lang) -> String {
        tr_args(
            lang,
            "files-summary",
            &[
                ("game", self.kind.say(lang).into()),
                ("progress", self.progress().say(lang).into()),
            ],
        )
    }
}

struct Progress<'a>(&'a GameSummary);

impl Say for Progress<'_> {
    fn say(&self, lang: Lang) -> String {
        let s = self.0;
        let count = match s.kind {
            GameKind::Flickering => "count-series",
            GameKind::Xiangqi => "count-moves",
        };
        let count = tr_args(lang, count, &[("count", s.turns.into())]);
        let state = match s.result {
            GameResult::Win { winner, .. } => winner_words(lang, s.kind, winner),
            GameResult::Draw { .. } => tr(lang, "progress-draw"),
            GameResult::Ongoing => tr_args(lang, "progress-to-move", &side_args(s.kind, s.turn)),
        };
        tr_args(
            lang,
            "progress",
            &[("count", count.into()), ("state", state.into())],
        )
    }
}

/// A record's players: "Ann – Bob" (White or Red first), the computer's side as
/// the computer; nothing to say when neither side has a name of its own.
#[derive(Clone, Copy, Debug)]
pub struct RecordPlayers<'a> {
    pub kind: GameKind,
    pub info: &'a RecordInfo,
}

impl<'a> RecordPlayers<'a> {
    /// Both players, White (Red) first.
    fn players(&self) -> [Player<'a>; 2] {
        let info = self.info;
        [(Side::White, &info.white), (Side::Black, &info.black)].map(|(side, name)| Player {
            kind: self.kind,
            side,
            name,
            computer: info.opponent.as_ref().and_then(|o| o.computer_level(side)),
        })
    }

    /// Whether either player has a name of their own.
    pub fn named(&self) -> bool {
        self.players().iter().any(Player::is_named)
    }
}

impl Say for RecordPlayers<'_> {
    fn say(&self, lang: Lang) -> String {
        let [white, black] = self.players().map(|p| p.say(lang));
        shown(&format!("{white} – {black}"))
    }
}

/// "Saved 12 series to /…/game.pgn (replaced the earlier file)".
impl Say for Saved {
    fn say(&self, lang: Lang) -> String {
        let unit = if self.series { "series" } else { "moves" };
        let mut text = tr_args(
            lang,
            "files-saved",
            &[
                ("count", self.turns.into()),
                ("unit", unit.into()),
                ("path", shown_path(&self.path).into()),
            ],
        );
        if self.replaced {
            text.push_str(&tr(lang, "files-saved-replaced"));
        }
        if self.series_left_out {
            text.push_str(&tr(lang, "files-saved-series-not-in-it"));
        }
        text
    }
}

/// What Tab found for a typed path.
impl Say for TabNote {
    fn say(&self, lang: Lang) -> String {
        match self {
            TabNote::Cycle { index, count } => tr_args(
                lang,
                "files-tab-cycle",
                &[("index", (*index).into()), ("count", (*count).into())],
            ),
            TabNote::Nothing { folder, prefix } => tr_args(
                lang,
                "files-tab-nothing",
                &[
                    ("folder", shown_path(folder).into()),
                    ("prefix", shown(prefix).into()),
                ],
            ),
            TabNote::Names { count, names, more } => {
                let more = if *more > 0 {
                    tr_args(lang, "files-tab-more", &[("more", (*more).into())])
                } else {
                    String::new()
                };
                tr_args(
                    lang,
                    "files-tab-names",
                    &[
                        ("count", (*count).into()),
                        ("names", names.join("  ").into()),
                        ("more", more.into()),
                    ],
                )
            }
        }
    }
}

/// How a game came on screen from disk, as its message line first says.
#[derive(Clone, Copy, Debug)]
pub enum Opening {
    /// The autosave, from the menu's Resume: "Resumed: Xiangqi, 12 moves, …".
    Resumed(GameSummary),
    /// The autosave, from the command line's `--resume`: the newest game in
    /// progress (of the kind asked for), and how many `others` there are.
    ResumedAutosave { summary: GameSummary, others: usize },
}

impl Say for Opening {
    fn say(&self, lang: Lang) -> String {
        let (id, summary, others) = match self {
            Opening::Resumed(s) => ("files-resumed", s, 0),
            Opening::ResumedAutosave { summary, others: 0 } => {
                ("files-resumed-autosave", summary, 0)
            }
            Opening::ResumedAutosave { summary, others } => {
                ("files-resumed-newest", summary, *others)
            }
        };
        tr_args(
            lang,
            id,
            &[
                ("summary", summary.say(lang).into()),
                ("count", (others + 1).into()),
            ],
        )
    }
}

/// What the message line first says of `game`, opened from disk as `from` says:
/// the autosave resumed from the command line, or the file loaded.
pub fn opened_note(from: &OpenedFrom, game: &dyn PlayableGame, lang: Lang) -> String {
    let summary = GameSummary::of(game);
    match from {
        OpenedFrom::Autosave { others, .. } => Opening::ResumedAutosave {
            summary,
            others: *others,
        }
        .say(lang),
        OpenedFrom::File(path) => Loaded { path, summary }.say(lang),
    }
}

/// "Loaded /…/game.pgn: Xiangqi, 12 moves, Red to move".
#[derive(Clone, Copy, Debug)]
pub struct Loaded<'a> {
    pub path: &'a Path,
    pub summary: GameSummary,
}

impl Say for Loaded<'_> {
    fn say(&self, lang: Lang) -> String {
        tr_args(
            lang,
            "files-loaded-path",
            &[
                ("path", shown_path(self.path).into()),
                ("summary", self.summary.say(lang).into()),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{RecordedOpponent, RecordedProgram};
    use crate::session::EndReason;
    use crate::words::common::english_words;

    fn ukrainian(text: String) -> String {
        assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
        text
    }

    #[test]
    fn summaries_count_turns_in_the_languages_plural_and_name_the_state() {
        let summary = |kind, turns, result| GameSummary {
            kind,
            turns,
            result,
            turn: Side::Black,
        };
        let won = GameResult::Win {
            winner: Side::White,
            reason: EndReason::Checkmate,
        };
        let drawn = GameResult::Draw {
            reason: EndReason::Agreement,
        };
        assert_eq!(
            ukrainian(summary(GameKind::Flickering, 5, GameResult::Ongoing).say(Lang::Uk)),
            "Мерехтливі шахи, 5 серій, хід чорних"
        );
        assert_eq!(
            summary(GameKind::Xiangqi, 2, won).say(Lang::En),
            "Xiangqi, 2 moves, Red wins"
        );
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            for result in [GameResult::Ongoing, won, drawn] {
                ukrainian(summary(kind, 1, result).say(Lang::Uk));
            }
        }
    }

    #[test]
    fn record_players_name_the_computer_and_unnamed_sides_in_each_language() {
        let info = RecordInfo {
            white: "Оксана".into(),
            black: "duochess".into(),
            opponent: Some(RecordedOpponent {
                side: Side::Black,
                program: RecordedProgram::Computer {
                    level: 2,
                    seed: None,
                },
            }),
            ..RecordInfo::default()
        };
        let players = RecordPlayers {
            kind: GameKind::Flickering,
            info: &info,
        };
        assert!(players.named());
        assert_eq!(players.say(Lang::Uk), "Оксана – Комп'ютер (рівень 2)");
        assert_eq!(players.say(Lang::En), "Оксана – Computer (level 2)");
        let nobody = RecordInfo::default();
        let players = RecordPlayers {
            kind: GameKind::Xiangqi,
            info: &nobody,
        };
        assert!(!players.named());
        assert_eq!(players.say(Lang::Uk), "Червоні – Чорні");
    }

    #[test]
    fn saves_tab_notes_and_loads_in_both_languages() {
        let saved = |series, replaced, series_left_out| Saved {
            turns: 3,
            series,
            path: "/дані/партія".into(),
            replaced,
            series_left_out,
        };
        let mut texts = Vec::new();
        for series in [true, false] {
            for replaced in [true, false] {
                for left_out in [true, false] {
                    texts.push(saved(series, replaced, left_out).say(Lang::Uk));
                }
            }
        }
        for note in [
            TabNote::Cycle { index: 2, count: 5 },
            TabNote::Nothing {
                folder: "/дані".into(),
                prefix: "ж".into(),
            },
            TabNote::Names {
                count: 9,
                names: vec!["а".into(), "б".into()],
                more: 7,
            },
            TabNote::Names {
                count: 2,
                names: vec!["а".into(), "б".into()],
                more: 0,
            },
        ] {
            texts.push(note.say(Lang::Uk));
        }
        texts.push(
            Loaded {
                path: Path::new("/дані/партія"),
                summary: GameSummary {
                    kind: GameKind::Xiangqi,
                    turns: 1,
                    result: GameResult::Ongoing,
                    turn: Side::Black,
                },
            }
            .say(Lang::Uk),
        );
        let summary = GameSummary {
            kind: GameKind::Flickering,
            turns: 2,
            result: GameResult::Ongoing,
            turn: Side::White,
        };
        let openings = [
            Opening::Resumed(summary),
            Opening::ResumedAutosave { summary, others: 0 },
            Opening::ResumedAutosave { summary, others: 2 },
        ];
        for opening in openings {
            assert!(!opening.say(Lang::En).is_empty());
            texts.push(opening.say(Lang::Uk));
        }
        for text in texts {
            // (Tab is a key.)
            ukrainian(text);
        }
    }
}
