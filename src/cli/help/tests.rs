use super::*;
use crate::i18n::has;

/// The built command, in English.
fn built() -> Command {
    let mut cmd = super::super::Cli::command();
    cmd.build();
    cmd
}

/// Every command of the tree, `cmd` first.
fn commands(cmd: &Command) -> Vec<&Command> {
    let mut out = vec![cmd];
    for sub in cmd.get_subcommands() {
        out.extend(commands(sub));
    }
    out
}

/// Every text of the tree a player reads: the commands' abouts, the arguments'
/// helps, the possible values' helps (each once).
fn texts(cmd: &Command) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for cmd in commands(cmd) {
        let mut found: Vec<Option<&StyledStr>> = vec![cmd.get_about(), cmd.get_long_about()];
        let mut values = Vec::new();
        for arg in cmd.get_arguments() {
            found.extend([arg.get_help(), arg.get_long_help()]);
            values.extend(arg.get_possible_values());
        }
        found.extend(values.iter().map(PossibleValue::get_help));
        for text in found.into_iter().flatten().map(ToString::to_string) {
            if !text.is_empty() && !out.contains(&text) {
                out.push(text);
            }
        }
    }
    out
}

/// A new option, command or value without its messages fails here: its English
/// is not in `en/help.ftl` word for word, or `uk/help.ftl` lacks its id.
#[test]
fn every_text_of_the_tree_is_in_the_english_file_and_translated() {
    let texts = texts(&built());
    assert!(texts.len() > 60, "the walk found the texts: {texts:?}");
    let mut missing = Vec::new();
    for text in &texts {
        match english_ids().get(text) {
            None => missing.push(format!("not in en/help.ftl: {text:?}")),
            Some(id) if !has(Lang::Uk, id) => missing.push(format!("not in uk/help.ftl: {id}")),
            Some(_) => {}
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// No dead message: each of `help.ftl` is a text of the tree, or one of clap's
/// words this module names.
#[test]
fn every_help_message_is_a_text_of_the_tree_or_named_here() {
    let texts = texts(&built());
    let source = include_str!("../help.rs");
    let dead: Vec<String> = ids(Lang::En)
        .into_iter()
        .filter(|(_, file)| *file == FILE)
        .map(|(id, _)| id)
        .filter(|id| {
            let of_tree = lookup(Lang::En, id, &[]).is_some_and(|t| texts.contains(&t));
            !of_tree && !source.contains(&format!("\"{id}\""))
        })
        .collect();
    assert!(dead.is_empty(), "messages nothing uses: {dead:?}");
}

/// The names the Ukrainian help keeps in Latin letters: what is typed (commands,
/// options, value names, values) and proper names.
fn kept_names(cmd: &Command) -> Vec<String> {
    let mut names: Vec<String> = [
        "duochess",
        "fen",
        "pgn",
        "uci",
        "json",
        "no",
        "color",
        "lc",
        "all",
        "messages",
        "lang",
        "fairy",
        "stockfish",
        "pikafish",
        "save",
        "options",
        "command",
        // The keys of a JSON puzzle.
        "kind",
        "difficulty",
        "solution",
        "tags",
    ]
    .map(String::from)
    .to_vec();
    for cmd in commands(cmd) {
        names.push(cmd.get_name().to_string());
        for arg in cmd.get_arguments() {
            names.extend(arg.get_long().map(String::from));
            names.extend(
                arg.get_all_aliases()
                    .unwrap_or_default()
                    .into_iter()
                    .map(String::from),
            );
            let value_names = arg.get_value_names().unwrap_or_default();
            names.extend(value_names.iter().map(ToString::to_string));
            names.extend(
                arg.get_possible_values()
                    .iter()
                    .map(|v| v.get_name().to_string()),
            );
        }
    }
    names
        .iter()
        .flat_map(|n| {
            n.split(['-', '_', '+'])
                .map(str::to_ascii_lowercase)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The Latin words of `text` (three letters or more) that are not `kept`.
fn english_words(text: &str, kept: &[String]) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() >= 3)
        .map(str::to_ascii_lowercase)
        .filter(|w| !kept.contains(w))
        .collect()
}

#[test]
fn the_ukrainian_help_of_every_command_has_no_english() {
    let english = built();
    let kept = kept_names(&english);
    let sentences = texts(&english);
    let mut uk = localised(super::super::Cli::command(), Lang::Uk);
    let mut paths: Vec<Vec<String>> = vec![vec![]];
    for sub in uk.get_subcommands() {
        paths.push(vec![sub.get_name().to_string()]);
    }
    for path in paths {
        let mut cmd = &mut uk;
        for name in &path {
            cmd = cmd.find_subcommand_mut(name).expect("the subcommand");
        }
        for help in [cmd.render_help(), cmd.render_long_help()] {
            let help = help.to_string();
            for sentence in sentences.iter().filter(|s| s.contains(' ')) {
                assert!(
                    !help.contains(sentence.as_str()),
                    "{path:?}: {sentence:?} in\n{help}"
                );
            }
            let words = english_words(&help, &kept);
            assert!(words.is_empty(), "{path:?}: English {words:?} in\n{help}");
            assert!(help.contains("Виклик:"), "{path:?}:\n{help}");
        }
    }
}

#[test]
fn the_notes_clap_adds_are_worded_as_clap_words_them() {
    let mut uk = localised(super::super::Cli::command(), Lang::Uk);
    let play = uk.find_subcommand_mut("play").expect("play");
    let long = play.render_long_help().to_string();
    let short = play.render_help().to_string();
    for (help, says) in [
        // The values, their helps aligned as clap aligns them.
        (
            &long,
            "Можливі значення:\n          - flickering: Мерехтливі шахи:",
        ),
        (&long, "          - xiangqi:    Сянці (китайські шахи)"),
        (
            &long,
            "          \n          [можливі значення: white, black]",
        ),
        (
            &long,
            "          [типово: black]\n          [можливі значення: red, black]",
        ),
        (&long, "[інша назва: --red]"),
        (
            &long,
            "  -h, --help\n          Показати довідку (коротко — з «-h»)",
        ),
        (
            &short,
            "[можливі значення: default, high-contrast, colour-blind, mono]",
        ),
        (&short, "Показати довідку (докладніше — з «--help»)"),
    ] {
        assert!(help.contains(says), "no {says:?} in\n{help}");
    }
    // The alias still reads.
    let cli = parse(Lang::Uk, ["duochess", "play", "flickering", "--red", "Оля"]).expect("read");
    assert!(format!("{cli:?}").contains("Оля"), "{cli:?}");
}

#[test]
fn english_is_claps_own() {
    let mut ours = command(Lang::En);
    let mut claps = super::super::Cli::command();
    assert_eq!(
        ours.render_long_help().to_string(),
        claps.render_long_help().to_string()
    );
}
