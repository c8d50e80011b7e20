//! The house rules of `src/`, read from the sources: the layers of
//! `docs/architecture.md` (its table is the rule: each layer's row says which layers it
//! may import), no circle of imports between modules, no file over 1,200 lines.
//!
//! A layer's imports are the paths its code names from the crate's root: `use` trees
//! (`use crate::{a::b, c::{d, e}}`) and paths in the code (`crate::a::b(…)`), `super::`
//! resolved from the file's own module. Comments and string literals are not code, and
//! test code (`#[cfg(test)]` items and the files they bring in) may look across layers
//! to check them, so it is left out. A path names a module when a file of `src/` is
//! that module (`src/a/b.rs`, `src/a/b/mod.rs`); anything else it names is an item of
//! the module before it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The longest a file of `src/` may be.
const MAX_LINES: usize = 1_200;

/// A source file: its module path (`["tui", "game", "view"]`) and its text.
struct Source {
    file: PathBuf,
    module: Vec<String>,
    text: String,
}

/// The module path of a file below `src/` (`tui/game/mod.rs` → `tui::game`).
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

fn read_sources(root: &Path) -> Vec<Source> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .expect("src folder")
            .map(|e| e.expect("entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(root, &mut files);
    files
        .into_iter()
        .map(|file| {
            let relative = file.strip_prefix(root).expect("below src").to_path_buf();
            Source {
                module: module_of(&relative),
                text: std::fs::read_to_string(&file).expect("source text"),
                file: relative,
            }
        })
        .collect()
}

/// The text with comments, string and character literals blanked out (so that only
/// code is left; line breaks stay, so line numbers hold).
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            for &ch in &chars[i..j.min(chars.len())] {
                out.push(blank(ch));
            }
            i = j;
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{1F600}'), or a lifetime ('a).
            let end = if next == Some('\\') {
                (i + 3..chars.len()).find(|&k| chars[k] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(end) => {
                    for &ch in &chars[i..=end] {
                        out.push(blank(ch));
                    }
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The end of the item that starts at `start` (after its attributes): past its `;`
/// or its balanced `{…}`, whichever comes first.
fn item_end(code: &[u8], start: usize) -> usize {
    let mut depth = 0usize;
    let mut i = start;
    while i < code.len() {
        match code[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            b';' if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    code.len()
}

/// `code` without its `#[cfg(test)]` items, and the modules those items bring in
/// from files of their own (`#[cfg(test)] mod tests;`).
fn without_test_code(code: &str) -> (String, Vec<String>) {
    let bytes = code.as_bytes();
    let mut out = code.to_string().into_bytes();
    let mut test_modules = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("#[cfg(test)]") {
        let start = from + at;
        let item = start + "#[cfg(test)]".len();
        let end = item_end(bytes, item);
        let words: Vec<&str> = code[item..end].split_whitespace().take(3).collect();
        if let ["mod", name, ..] = words.as_slice() {
            if let Some(name) = name.strip_suffix(';') {
                test_modules.push(name.to_string());
            }
        }
        for b in &mut out[start..end] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
        from = end;
    }
    (String::from_utf8(out).expect("ascii blanks"), test_modules)
}

/// The paths of a `use` tree (`crate::{a::b, c::{d, e as f}}` → `crate::a::b`,
/// `crate::c::d`, `crate::c::e`).
fn use_paths(tree: &str) -> Vec<String> {
    let tree: String = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
        let tree = tree.trim();
        if let Some(open) = tree.find('{') {
            let head = tree[..open].trim().trim_end_matches("::");
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let prefix = join(prefix, head);
            let mut depth = 0;
            let mut part = String::new();
            for c in inner.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&prefix, &part, out);
                        part.clear();
                        continue;
                    }
                    _ => {}
                }
                part.push(c);
            }
            expand(&prefix, &part, out);
        } else {
            let path = tree.split(" as ").next().unwrap_or("").trim();
            if !path.is_empty() {
                out.push(join(prefix, path));
            }
        }
    }
    fn join(a: &str, b: &str) -> String {
        match (a.is_empty(), b.is_empty()) {
            (true, _) => b.to_string(),
            (_, true) => a.to_string(),
            _ => format!("{a}::{b}"),
        }
    }
    let mut out = Vec::new();
    expand("", &tree, &mut out);
    out
}

/// Every path the code names from the crate's root or its own module's parents, as
/// segments below the crate (`super::` resolved from `module`), each with its line.
fn named_paths(code: &str, module: &[String]) -> Vec<(Vec<String>, usize)> {
    let line_of = |code: &str, at: usize| code[..at].matches('\n').count() + 1;
    let mut found: Vec<(String, usize)> = Vec::new();
    // `use` trees (their braces included); then blanked, so that the paths in the
    // code below are only those outside them.
    let mut code = code.to_string();
    let mut from = 0;
    while let Some(at) = code[from..].find("use ") {
        let start = from + at;
        from = start + 4;
        let before = code[..start].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(len) = code[from..].find(';') else {
            break;
        };
        for path in use_paths(&code[from..from + len]) {
            found.push((path, line_of(&code, start)));
        }
        let blanked: String = code[from..from + len]
            .chars()
            .map(|c| if c == '\n' { c } else { ' ' })
            .collect();
        code.replace_range(from..from + len, &blanked);
    }
    // Paths in the code: `crate::…`, `super::…` (not macros: `crate::name!`).
    let bytes = code.as_bytes();
    for root in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(at) = code[from..].find(root) {
            let start = from + at;
            from = start + root.len();
            if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_')
                || start > 1 && &code[start - 2..start] == "::"
            {
                continue;
            }
            let mut end = start;
            while end < bytes.len()
                && (bytes[end].is_ascii_alphanumeric() || b"_:".contains(&bytes[end]))
            {
                end += 1;
            }
            if bytes.get(end) == Some(&b'!') {
                continue;
            }
            found.push((
                code[start..end].trim_end_matches(':').to_string(),
                line_of(&code, start),
            ));
        }
    }
    // A file's module (`a/b.rs` and `a/b/mod.rs` are both `a::b`): `super` is its parent.
    let own: Vec<String> = module.to_vec();
    found
        .into_iter()
        .filter_map(|(path, line)| {
            let mut segments = path.split("::").filter(|s| !s.is_empty());
            let first = segments.next()?;
            let mut base: Vec<String> = match first {
                "crate" => Vec::new(),
                "super" => {
                    let mut b = own.clone();
                    b.pop();
                    b
                }
                _ => return None,
            };
            for s in segments {
                match s {
                    "super" => {
                        base.pop();
                    }
                    "self" | "*" => {}
                    s => base.push(s.to_string()),
                }
            }
            Some((base, line))
        })
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// The module a path names: its longest start that is a module of `src/`.
fn target_module(path: &[String], modules: &BTreeSet<Vec<String>>) -> Vec<String> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| modules.contains(m))
        .unwrap_or_default()
}

/// A layer's row of the table: its folders' modules and what it may import (a layer
/// name, or a path pattern below one: `tui::run_*`).
#[derive(Debug)]
struct Layer {
    name: String,
    modules: Vec<String>,
    may_import: Vec<String>,
}

/// The table of `docs/architecture.md`: the rows whose folders are `src/<module>`.
fn layers_of(doc: &str) -> Vec<Layer> {
    let ticked = |cell: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    doc.lines()
        .filter(|l| l.starts_with('|'))
        .filter_map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            if cells.len() < 4 {
                return None;
            }
            let modules: Vec<String> = ticked(cells[1])
                .into_iter()
                .filter_map(|f| {
                    f.strip_prefix("src/")
                        .map(|m| m.trim_end_matches('/').to_string())
                })
                .collect();
            if modules.is_empty() {
                return None;
            }
            Some(Layer {
                name: cells[0].to_string(),
                modules,
                may_import: ticked(cells[3]),
            })
        })
        .collect()
}

/// Whether `path` (below the crate) may be named by a layer allowed `may_import`.
fn allowed(path: &[String], target: &str, may_import: &[String]) -> bool {
    may_import.iter().any(|rule| {
        let rule: Vec<&str> = rule.split("::").collect();
        if rule.len() == 1 {
            return rule[0] == target;
        }
        rule.len() <= path.len()
            && rule
                .iter()
                .zip(path)
                .all(|(r, p)| match r.strip_suffix('*') {
                    Some(start) => p.starts_with(start),
                    None => r == p,
                })
    })
}

/// What the sources break of the rules: imports a layer may not make, and circles.
fn violations(sources: &[Source], layers: &[Layer]) -> Vec<String> {
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|s| s.module.clone()).collect();
    let layer_of = |top: &str| layers.iter().find(|l| l.modules.iter().any(|m| m == top));
    let mut problems = Vec::new();
    // Files brought in only for tests (`#[cfg(test)] mod tests;`).
    let mut test_files: BTreeSet<Vec<String>> = BTreeSet::new();
    let mut prepared = Vec::new();
    for s in sources {
        let (code, test_mods) = without_test_code(&code_only(&s.text));
        for m in test_mods {
            let mut path = s.module.clone();
            path.push(m);
            test_files.insert(path);
        }
        prepared.push((s, code));
    }
    let is_test = |module: &[String]| (1..=module.len()).any(|n| test_files.contains(&module[..n]));
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (s, code) in &prepared {
        if s.module.is_empty() || is_test(&s.module) {
            continue; // the crate's root (its curated re-exports) and test code
        }
        let top = &s.module[0];
        let Some(layer) = layer_of(top) else {
            problems.push(format!(
                "{}: the module `{top}` has no row in docs/architecture.md",
                s.file.display()
            ));
            continue;
        };
        for (path, line) in named_paths(code, &s.module) {
            let target = target_module(&path, &modules);
            let Some(target_top) = target.first() else {
                continue;
            };
            if target_top != top && !allowed(&path, target_top, &layer.may_import) {
                problems.push(format!(
                    "{}:{line}: {} ({}) may not import `{}`",
                    s.file.display(),
                    top,
                    layer.name,
                    path.join("::")
                ));
            }
            // Circles are looked for between modules two levels deep (`tui::game`),
            // leaving out a module's own parents and children.
            let from: Vec<String> = s.module.iter().take(2).cloned().collect();
            let to: Vec<String> = target.iter().take(2).cloned().collect();
            let related = from.starts_with(&to) || to.starts_with(&from);
            if !related {
                edges.entry(from).or_default().insert(to);
            }
        }
    }
    for circle in circles(&edges) {
        let names: Vec<String> = circle.iter().map(|m| m.join("::")).collect();
        problems.push(format!("a circle of imports: {}", names.join(" → ")));
    }
    problems
}

/// The circles of a graph (its strongly connected parts of more than one node).
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<Vec<String>>> {
    struct Walk<'g> {
        edges: &'g BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<&'g Vec<String>, usize>,
        low: BTreeMap<&'g Vec<String>, usize>,
        stack: Vec<&'g Vec<String>>,
        on_stack: BTreeSet<&'g Vec<String>>,
        found: Vec<Vec<Vec<String>>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, v: &'g Vec<String>) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut part = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    part.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if part.len() > 1 {
                    part.reverse();
                    self.found.push(part);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_layer_imports_only_what_docs_architecture_allows_and_no_circle() {
    let doc = std::fs::read_to_string(root().join("docs/architecture.md")).expect("the map");
    let layers = layers_of(&doc);
    assert!(
        layers.len() >= 10,
        "the layer table was not read: {layers:?}"
    );
    let sources = read_sources(&root().join("src"));
    let problems = violations(&sources, &layers);
    assert!(
        problems.is_empty(),
        "the sources break docs/architecture.md:\n{}",
        problems.join("\n")
    );
}

#[test]
fn no_file_of_src_is_longer_than_the_limit() {
    let long: Vec<String> = read_sources(&root().join("src"))
        .iter()
        .map(|s| (s.file.display().to_string(), s.text.lines().count()))
        .filter(|(_, n)| *n > MAX_LINES)
        .map(|(f, n)| format!("{f}: {n} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "longer than {MAX_LINES} lines:\n{}",
        long.join("\n")
    );
}

/// The checker itself, on made-up sources: it must find what it exists to find.
mod the_checker {
    use super::*;

    fn source(file: &str, text: &str) -> Source {
        Source {
            file: file.into(),
            module: module_of(Path::new(file)),
            text: text.to_string(),
        }
    }

    const TABLE: &str = "\
| Layer | Folder | Job | May import |
|---|---|---|---|
| rules | `src/core` | sides | nothing |
| front end | `src/tui` | screens | `core` |
| command line | `src/cli` | clap | `core`, `tui::run_*`, `tui::TuiError` |
";

    fn problems(files: &[(&str, &str)]) -> Vec<String> {
        let sources: Vec<Source> = files.iter().map(|(f, t)| source(f, t)).collect();
        violations(&sources, &layers_of(TABLE))
    }

    #[test]
    fn an_upward_import_is_found_in_a_use_tree_and_in_code() {
        let found = problems(&[
            (
                "core/mod.rs",
                "use crate::{tui::{game::App, keys}, core::x};",
            ),
            (
                "core/side.rs",
                "fn f() { let _ = crate::tui::game::view(); }",
            ),
            ("tui/mod.rs", "pub mod game; pub fn run_game() {}"),
            ("tui/game.rs", ""),
            ("cli/mod.rs", "fn f() { crate::tui::run_game(); }"),
        ]);
        assert_eq!(found.len(), 3, "{found:#?}");
        assert!(found[0].contains("core/mod.rs:1") && found[0].contains("tui::game::App"));
        assert!(found[1].contains("tui::keys"));
        assert!(found[2].contains("core/side.rs:1"));
    }

    #[test]
    fn the_command_line_may_name_only_the_entry_points_of_the_front_end() {
        let found = problems(&[
            ("tui/mod.rs", "pub mod game;"),
            ("tui/game.rs", ""),
            (
                "cli/mod.rs",
                "use crate::tui::{run_start, TuiError};\nuse crate::tui::game::App;",
            ),
        ]);
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].contains("cli/mod.rs:2") && found[0].contains("tui::game::App"));
    }

    #[test]
    fn comments_strings_and_test_code_are_not_imports() {
        let found = problems(&[
            (
                "core/mod.rs",
                "// use crate::tui::x;\n/* crate::tui::y */\nconst S: &str = \"crate::tui::z\";\n\
             const R: &str = r#\"crate::tui::w\"#;\nconst C: char = '\"';\n\
             #[cfg(test)]\nmod tests { use crate::tui::App; }\n#[cfg(test)]\nmod more;",
            ),
            ("core/more.rs", "use crate::tui::Anything;"),
            ("tui/mod.rs", ""),
        ]);
        assert_eq!(found, Vec::<String>::new());
    }

    #[test]
    fn a_circle_between_modules_is_found_and_a_parent_is_not_one() {
        let found = problems(&[
            ("tui/mod.rs", "pub mod a; pub mod b; pub use a::X;"),
            ("tui/a.rs", "use super::b::Y; use crate::tui::Z;"),
            ("tui/b.rs", "use crate::tui::a::X;"),
        ]);
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(
            found[0].contains("circle")
                && found[0].contains("tui::a")
                && found[0].contains("tui::b")
        );
    }

    #[test]
    fn a_module_without_a_row_is_named() {
        let found = problems(&[("net/mod.rs", "use crate::core::Side;")]);
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].contains("`net` has no row"));
    }
}
