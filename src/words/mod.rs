//! The words layer: typed values of every layer below become the player's words, in
//! the player's language, from the message files ([`crate::i18n`],
//! `i18n/<lang>/*.ftl`).
//!
//! **One way to make words.** Every text a player reads is a value of a type that
//! implements [`Say`]; `value.say(lang)` is its words. There are two kinds of such
//! values:
//!
//! - the layers' own values, which mean one text each: errors and refusals
//!   ([`crate::play::port::GameError`], `SetupError`, `PersistError`, …), findings
//!   and facts of an analysis, notices, a job's [`crate::play::worker::Task`], a
//!   game's name ([`crate::session::GameKind`]). The layers keep no sentences for
//!   players: a `thiserror` `Display` in English stays for the command line's
//!   machine-facing output and logs, and the tests hold the English words equal
//!   to it.
//! - each screen's texts, one enum a screen (or area), built by the screen from
//!   its state: [`game::GameText`], [`editor::EditorText`], [`menus::MenuText`],
//!   [`menus::NewGameText`], [`menus::SettingsText`], [`menus::LoadText`],
//!   [`learn::rules::RulesText`], [`learn::lessons::LessonsText`],
//!   [`learn::practice::PracticeText`], [`cli::CliText`], and a few values shared
//!   by screens ([`jobs::Progress`], [`sides::Player`], [`common::TooSmall`],
//!   [`files::games::GameSummary`]). A variant carries what the sentence needs
//!   (a side, a count, a path, an error), never words.
//!
//! Only this layer names message ids, and they are stable names (`game-msg-…`,
//! `editor-…`), chosen here from the values: a screen names no id, and a rules
//! page or a lesson is found by its stable key. The key tables' words (`key-`,
//! `keyname-`, `cmd-`) are the front end's own, looked up by `tui::keys`.
//!
//! One module a job, and no circle among them (a test reads the imports):
//! [`common`] (what every renderer shares: [`Say`], sides as the messages select
//! them, lists, durations, a system error's words; it imports none of the
//! others), [`sides`] (sides, turns, checks, results, players), [`flickering`]
//! and [`xiangqi`] (each game's refusals and notation errors), [`refusal`] (every
//! case of the port's error), [`remote`] (playing across the network: the
//! connection, the host's refusals, join codes, a broken game), [`netplay`] (the
//! screens of a game across the network: the host's waiting screen, the line's state), [`opponent`] (the
//! computer and UCI engines),
//! [`jobs`] (work in progress), [`game`] (the game screen), [`editor`] (the
//! position editor, its analysis, setup and FEN errors), [`learn`] (rules pages,
//! lessons, practice), [`files`] (records, autosave, the settings file, games on
//! disk), [`menus`] (the start menu, new game, settings, the records list),
//! [`clock`] (time controls), [`start`] (a game starting: its clock, or why it
//! could not), [`commands`] (the `:` line's commands: their usage, help and
//! errors), [`cli`] (the command line's own sentences).

pub mod cli;
pub mod clock;
pub mod commands;
pub mod common;
pub mod editor;
pub mod files;
pub mod flickering;
pub mod game;
pub mod jobs;
pub mod learn;
pub mod menus;
pub mod netplay;
pub mod opponent;
pub mod plain;
pub mod plain_learn;
pub mod refusal;
pub mod remote;
pub mod review;
pub mod review_screen;
#[cfg(test)]
mod samples;
pub mod sides;
pub mod start;
pub mod xiangqi;

pub use common::Say;

#[cfg(test)]
mod tests {
    /// The modules of the words layer make no circle of imports, and `common`
    /// imports none of them: read from the sources (`use crate::words::…` and
    /// paths through `crate::words::…` outside comments and tests).
    #[test]
    fn the_words_modules_make_no_circle() {
        use std::collections::{BTreeMap, BTreeSet};
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).expect("src/words is readable") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/words");
        let mut files = Vec::new();
        walk(&root, &mut files);
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for file in files {
            let relative = file.strip_prefix(&root).expect("under src/words");
            let module = relative
                .iter()
                .next()
                .and_then(|m| m.to_str())
                .map(|m| m.trim_end_matches(".rs").to_string())
                .expect("a module");
            if module == "mod" || module == "samples" || relative.ends_with("tests.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("a source file");
            // Tests may use anything.
            let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
            let targets = edges.entry(module.clone()).or_default();
            for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
                for (_, rest) in line
                    .match_indices("crate::words::")
                    .map(|(i, _)| ((), &line[i + 14..]))
                {
                    let target: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                        .collect();
                    if !target.is_empty() && target != module && target != "samples" {
                        targets.insert(target);
                    }
                }
            }
        }
        assert_eq!(edges.get("common"), Some(&BTreeSet::new()), "{edges:?}");
        // Depth-first: a module met again while its own imports are being walked
        // closes a circle.
        fn visit(
            m: &str,
            edges: &BTreeMap<String, BTreeSet<String>>,
            path: &mut Vec<String>,
            done: &mut BTreeSet<String>,
        ) {
            if done.contains(m) {
                return;
            }
            assert!(!path.iter().any(|p| p == m), "a circle: {path:?} → {m}");
            path.push(m.to_string());
            for next in edges.get(m).into_iter().flatten() {
                visit(next, edges, path, done);
            }
            path.pop();
            done.insert(m.to_string());
        }
        let mut done = BTreeSet::new();
        for m in edges.keys() {
            visit(m, &edges, &mut Vec::new(), &mut done);
        }
        assert!(edges.len() >= 12, "{edges:?}");
    }
}
