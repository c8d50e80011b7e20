//! The words of the `:` line's commands ([`crate::play::commands`]) in the
//! player's language: each command's usage (`save PATH`, `mate [N]`) and help, the
//! help's list of them, and what a wrong command line is told.

use crate::i18n::{tr, tr_args, Lang};
use crate::play::commands::{listed, CommandError, Games, Screen, Spec, OTHER_TEXT};
use crate::session::GameKind;
use crate::words::common::Say;

/// A command as it is typed, with its argument's placeholder: `save PATH`,
/// `fen [FEN]`.
pub fn usage(lang: Lang, spec: &Spec) -> String {
    match spec.takes.argument() {
        None => spec.name.to_string(),
        Some(a) if a.optional => format!("{} [{}]", spec.name, tr(lang, a.id)),
        Some(a) => format!("{} {}", spec.name, tr(lang, a.id)),
    }
}

/// The help's lines about the `:` line of `screen` for `kind`: what else it takes
/// (moves, series), one line each (a message may hold several), then every
/// command as (usage, help) for the screen to lay out, the usage as the player
/// types it (`:save PATH`: the names are the same in every language).
pub fn help(lang: Lang, screen: Screen, kind: GameKind) -> (Vec<String>, Vec<(String, String)>) {
    let text = OTHER_TEXT
        .iter()
        .filter(|(s, games, _)| *s == screen && games.include(kind))
        .flat_map(|(_, _, id)| tr(lang, id).lines().map(str::to_string).collect::<Vec<_>>())
        .collect();
    let commands = listed(screen, kind)
        .map(|spec| (format!(":{}", usage(lang, spec)), tr(lang, spec.help)))
        .collect();
    (text, commands)
}

/// What a wrong command line is told: the command named and what it takes.
impl Say for CommandError {
    fn say(&self, lang: Lang) -> String {
        command_error(lang, self)
    }
}

fn command_error(lang: Lang, e: &CommandError) -> String {
    match e {
        CommandError::Unknown { word } => tr_args(
            lang,
            "cmd-error-unknown",
            &[("word", crate::core::text::shown(word).into())],
        ),
        CommandError::OtherScreen { name, screen } => tr_args(
            lang,
            "cmd-error-other-screen",
            &[("name", (*name).into()), ("screen", screen.key().into())],
        ),
        CommandError::OtherGame { name, games } => {
            let game = match games {
                Games::Xiangqi => "xiangqi",
                Games::Flickering | Games::Both => "flickering",
            };
            tr_args(
                lang,
                "cmd-error-other-game",
                &[("name", (*name).into()), ("game", game.into())],
            )
        }
        CommandError::Usage { spec, .. } => match spec.takes.argument() {
            None => tr_args(
                lang,
                "cmd-error-takes-nothing",
                &[("name", spec.name.into())],
            ),
            Some(_) => tr_args(
                lang,
                "cmd-error-usage",
                &[
                    ("name", spec.name.into()),
                    ("usage", usage(lang, spec).into()),
                    ("help", tr(lang, spec.help).into()),
                ],
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::commands::parse;

    fn said(lang: Lang, screen: Screen, kind: GameKind, line: &str) -> String {
        match parse(screen, kind, line) {
            Err(e) => e.say(lang),
            Ok(p) => panic!("{line}: {p:?}"),
        }
    }

    #[test]
    fn a_wrong_line_is_told_the_command_and_what_it_takes() {
        let f = GameKind::Flickering;
        let x = GameKind::Xiangqi;
        let en = |s, k, l| said(Lang::En, s, k, l);
        assert_eq!(
            en(Screen::Game, f, "save"),
            "The command save is written save PATH: write the game to a file"
        );
        assert_eq!(
            en(Screen::Editor, x, "mate 9"),
            "The command mate is written mate [N]: mate in up to N (1-5) moves"
        );
        assert_eq!(
            en(Screen::Game, f, "undo 3"),
            "The command undo takes nothing after it"
        );
        assert!(en(Screen::Game, f, "undoo").starts_with("No command undoo here"));
        assert_eq!(
            en(Screen::Game, f, "clear"),
            "The command clear belongs to the position editor"
        );
        assert_eq!(
            en(Screen::Game, f, "files"),
            "The command files is for Xiangqi"
        );
        assert_eq!(
            said(Lang::Uk, Screen::Game, f, "save"),
            "Команда save пишеться так: save ШЛЯХ (записати партію у файл)"
        );
        assert_eq!(
            said(Lang::Uk, Screen::Game, x, "end"),
            "Команда end — лише для мерехтливих шахів"
        );
    }

    #[test]
    fn the_help_lists_every_command_of_the_screen() {
        let (text, commands) = help(Lang::Uk, Screen::Editor, GameKind::Xiangqi);
        assert!(text.iter().any(|l| l.contains("炮二平五")), "{text:?}");
        assert!(
            commands.iter().any(|(u, _)| u == ":mate [N]"),
            "{commands:?}"
        );
        assert!(
            commands.iter().any(|(u, _)| u == ":side [w|b]"),
            "{commands:?}"
        );
    }
}
