//! Xiangqi for its own players in the front end: the editor's analysis with every
//! legal move in the chosen notation and a mate search whose forced line is stepped
//! on the board; Chinese notation in the game's move list and on its `:` line; WXF
//! file numbers along each side's edge. Snapshots in both piece sets, two sizes.

use crate::common;
use duochess::words::Say;

use common::{assert_no_hidden_cells, cell, screen_text};
use duochess::config::PieceStyle;
use duochess::i18n::Lang;
use duochess::play::new_game;
use duochess::play::port::NotationStyle;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::editor::{SetupAction, SetupEditor, SetupMode};
use duochess::tui::keys::Action;
use duochess::tui::App;
use duochess::xiangqi::notation::coord;
use duochess::xiangqi::Position;
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::time::Duration;

/// Red mates in 2 (from the reference mates, `tests/data/xiangqi-mates.tsv`):
/// c1e3 d9d10 e7e9, which leaves Black stalemated (a loss in Xiangqi).
const MATE_IN_2: &str = "9/3k5/9/P3R2P1/9/9/9/B3p4/9/2BAKA3 w - - 5 69";
/// Red mates in 3: c10e10 e8d8 e10e9 i8g6 f8e6.
const MATE_IN_3: &str = "2R6/9/4kN2b/P8/9/2P5P/9/9/4A4/2B2KB2 w - - 1 60";
/// No forced win in 3 for Black (the reference engine found none).
const NO_MATE: &str = "2R6/3k1P3/9/3C4P/9/9/4c4/3A5/4AK3/9 b - - 4 84";

/// Both piece sets, named for the snapshots.
const STYLES: [(PieceStyle, &str); 2] = [
    (PieceStyle::Symbols, "hanzi"),
    (PieceStyle::Letters, "letters"),
];

fn settings(style: PieceStyle) -> Settings {
    Settings {
        style,
        ..Settings::default()
    }
}

fn editor(fen: &str, style: PieceStyle) -> SetupEditor {
    SetupEditor::open(GameKind::Xiangqi, Some(fen), settings(style)).expect("editor")
}

fn editor_text(e: &mut SetupEditor, w: u16, h: u16) -> String {
    // The searches' times vary from run to run.
    if let SetupMode::Analysis(a) = &mut e.mode {
        a.cost.elapsed = Duration::ZERO;
        if let Some(m) = &mut a.mate {
            m.cost.elapsed = Duration::ZERO;
        }
    }
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(&*e, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_text(t.backend().buffer())
}

fn app_text(app: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(app, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_text(t.backend().buffer())
}

/// The mate search run on `fen` (inline in tests), its result taken.
fn searched(fen: &str, style: PieceStyle) -> SetupEditor {
    let mut e = editor(fen, style);
    e.handle(SetupAction::MateSearch);
    assert!(e.collect_job(), "the search ran");
    e
}

#[test]
fn the_mate_search_finds_the_shortest_mate_and_its_line_is_played_out() {
    for (fen, moves) in [(MATE_IN_2, 2usize), (MATE_IN_3, 3)] {
        let e = searched(fen, PieceStyle::Symbols);
        let a = e.analysis().expect("analysis");
        let m = a.mate.as_ref().expect("mate finding");
        let headline = m.headline.say(Lang::En);
        assert!(
            headline.starts_with(&format!("Red mates in {moves} moves")),
            "{fen}: {headline}"
        );
        let line = m.line.as_ref().expect("a line");
        assert_eq!(line.len(), 2 * moves - 1);
        // Every move of the line is legal in turn, and the last leaves Black none.
        let mut pos = Position::from_fen(fen).expect("fen");
        for (from, to) in &line.moves {
            let mv = coord::parse(&pos, &format!("{from}{to}")).expect("legal in the line");
            pos.play(mv);
        }
        assert!(
            pos.legal_moves().is_empty(),
            "{fen}: the line ends the game"
        );
        let facts: Vec<String> = m.facts.iter().map(|f| f.say(Lang::En)).collect();
        assert!(facts.iter().any(|f| f.starts_with("Time limit: ")));
        assert!(!facts.iter().any(|f| f.contains("positions")), "{facts:?}");
    }
}

#[test]
fn no_mate_in_n_is_said_and_n_changes_with_its_key() {
    let e = searched(NO_MATE, PieceStyle::Symbols);
    let m = e.analysis().and_then(|a| a.mate.as_ref()).expect("finding");
    assert_eq!(m.headline.say(Lang::En), "No mate in 3 moves for Black");
    assert!(m.line.is_none());
    // The mate in 2 is no mate in 1: n cycles the depth 3 → 4 → 5 → 1.
    let mut e = editor(MATE_IN_2, PieceStyle::Symbols);
    e.handle(SetupAction::Analyse);
    for _ in 0..3 {
        e.handle(SetupAction::MateDepth);
    }
    assert_eq!(e.mate_depth, 1);
    e.handle(SetupAction::MateSearch);
    e.collect_job();
    let m = e.analysis().and_then(|a| a.mate.as_ref()).expect("finding");
    assert_eq!(m.headline.say(Lang::En), "No mate in 1 move for Red");
    // `:mate 2` sets the depth and searches.
    e.run_command("mate 2");
    e.collect_job();
    let m = e.analysis().and_then(|a| a.mate.as_ref()).expect("finding");
    // Its last move stalemates Black, which wins in Xiangqi.
    assert_eq!(
        m.headline.say(Lang::En),
        "Red mates in 2 moves (the last move stalemates, a win in Xiangqi)"
    );
    e.run_command("mate 9");
    assert!(e.message.as_ref().expect("refusal").error);
}

#[test]
fn stepping_the_mate_line_shows_each_position_on_the_board() {
    let mut e = searched(MATE_IN_2, PieceStyle::Symbols);
    let line = e
        .analysis()
        .and_then(|a| a.active_line())
        .expect("line")
        .clone();
    assert_eq!(e.picture().cells, e.placement.cells());
    for step in 1..=line.len() {
        e.handle(SetupAction::StepForward);
        let picture = e.picture();
        assert_eq!(picture.cells, line.boards[step]);
        assert_eq!(picture.last_moves, vec![line.moves[step - 1]]);
    }
    // The first move is the bishop's c1e3 (the only mate in 2 of the reference).
    assert_eq!(line.moves[0], (cell("c1"), cell("e3")));
    e.handle(SetupAction::StepForward);
    assert_eq!(
        e.picture().cells,
        line.boards[line.len()],
        "stays at the end"
    );
    e.handle(SetupAction::StepStart);
    assert_eq!(e.picture().cells, e.placement.cells());
    e.handle(SetupAction::StepEnd);
    e.handle(SetupAction::StepBack);
    assert_eq!(e.picture().cells, line.boards[line.len() - 1]);
    // The placement itself is untouched by stepping.
    assert_eq!(
        duochess::play::adapters::setup::fen_of(&e.placement),
        MATE_IN_2
    );
}

#[test]
fn the_notation_key_writes_moves_and_the_line_again() {
    let mut e = searched(MATE_IN_2, PieceStyle::Symbols);
    e.handle(SetupAction::CycleNotation);
    e.collect_job();
    let a = e.analysis().expect("analysis");
    assert_eq!(a.moves.as_ref().expect("moves").notation.name(), "WXF");
    e.handle(SetupAction::CycleNotation);
    e.collect_job();
    let a = e.analysis().expect("analysis");
    let listing = a.moves.as_ref().expect("moves");
    assert_eq!(listing.notation.name(), "Chinese");
    // The bishop (elephant) on c1 to e3, in Chinese: 相七進五.
    let line = a.active_line().expect("mate line searched again");
    assert_eq!(line.san[0], "相七進五");
    assert!(listing.moves.contains(&"相七進五".to_string()));
}

#[test]
fn moves_typed_in_the_editor_are_judged_with_the_rules_reason() {
    let mut e = editor(duochess::xiangqi::START_FEN, PieceStyle::Symbols);
    e.run_command("b1d2");
    let m = e.message.as_ref().expect("refusal");
    assert!(m.error);
    assert!(m.text.contains("leg is blocked on c1"), "{}", m.text);
    e.run_command("hello");
    let m = e.message.as_ref().expect("refusal");
    assert!(m.text.starts_with("No command hello here"), "{}", m.text);
    e.run_command("炮二平五");
    let m = e.message.as_ref().expect("answer");
    assert!(!m.error, "{}", m.text);
    assert!(
        m.text.contains("h3e3") && m.text.contains("C2.5"),
        "{}",
        m.text
    );
}

#[test]
fn esc_stops_a_mate_search_running_on_the_worker() {
    let mut e = editor(NO_MATE, PieceStyle::Symbols);
    e.runner = duochess::play::worker::Runner::Thread;
    e.mate_depth = 5;
    e.handle(SetupAction::Analyse);
    while e.job.is_some() {
        e.collect_job();
        std::thread::sleep(Duration::from_millis(5));
    }
    e.handle(SetupAction::MateSearch);
    assert!(e.job.is_some(), "the search runs on the worker");
    let waiting = e.message.as_ref().expect("what runs");
    assert!(waiting.text.contains("at most"), "{}", waiting.text);
    e.handle(SetupAction::Cancel);
    assert!(e.job.is_none());
    let m = e.message.as_ref().expect("stopped");
    assert!(m.text.starts_with("Stopped"), "{}", m.text);
}

#[test]
fn snapshots_of_the_analysis_with_moves_and_a_mate_line() {
    for (style, name) in STYLES {
        let mut e = searched(MATE_IN_2, style);
        e.handle(SetupAction::StepForward);
        e.handle(SetupAction::StepForward);
        for (w, h) in [(80, 24), (120, 40)] {
            let text = editor_text(&mut e, w, h);
            assert!(text.contains("Red mates in 2 moves"), "{text}");
            insta::assert_snapshot!(format!("xiangqi_analysis_mate_{name}_{w}x{h}"), text);
        }
    }
    // The start position in Chinese: 44 moves, at 80x24 cut with a count.
    for (style, name) in STYLES {
        let mut e = editor(duochess::xiangqi::START_FEN, style);
        e.handle(SetupAction::CycleNotation);
        e.handle(SetupAction::CycleNotation);
        e.handle(SetupAction::Analyse);
        for (w, h) in [(80, 24), (120, 40)] {
            let text = editor_text(&mut e, w, h);
            assert!(text.contains("Legal moves (44, Chinese)"), "{text}");
            insta::assert_snapshot!(format!("xiangqi_analysis_chinese_{name}_{w}x{h}"), text);
        }
    }
}

fn played_game(style: PieceStyle) -> App {
    let game = new_game(GameKind::Xiangqi, None).expect("game");
    let mut app = App::new(game, settings(style));
    for text in ["炮二平五", "馬８進７", "馬二進三", "車９平８", "兵七進一"] {
        app.run_command(text);
        assert!(
            !app.message.as_ref().is_some_and(|m| m.error),
            "{text}: {:?}",
            app.message
        );
    }
    app
}

#[test]
fn chinese_notation_is_read_on_the_line_and_written_in_the_move_list() {
    let mut app = played_game(PieceStyle::Symbols);
    assert_eq!(app.game.history_len(), 5);
    // The toggle cycles algebraic → the seed's → WXF → Chinese → algebraic.
    let mut seen = vec![app.notation];
    for _ in 0..4 {
        app.handle(Action::ToggleNotation);
        seen.push(app.notation);
    }
    assert_eq!(
        seen,
        [
            NotationStyle::Standard,
            NotationStyle::Seed,
            NotationStyle::Wxf,
            NotationStyle::Chinese,
            NotationStyle::Standard
        ]
    );
    assert_eq!(
        app.game.move_list(NotationStyle::Chinese),
        [
            "1. 炮二平五 馬８進７",
            "2. 馬二進三 車９平８",
            "3. 兵七進一"
        ]
    );
    app.notation = NotationStyle::Chinese;
    let text = app_text(&app, 80, 24);
    assert!(text.contains("Moves (Chinese)"), "{text}");
}

#[test]
fn snapshots_of_chinese_notation_in_the_move_list() {
    for (style, name) in STYLES {
        let mut app = played_game(style);
        app.notation = NotationStyle::Chinese;
        for (w, h) in [(80, 24), (120, 40)] {
            insta::assert_snapshot!(
                format!("xiangqi_game_chinese_{name}_{w}x{h}"),
                app_text(&app, w, h)
            );
        }
    }
}

#[test]
fn wxf_file_numbers_run_from_each_sides_right() {
    let mut app = played_game(PieceStyle::Symbols);
    app.handle(Action::ToggleFileNumbers);
    assert!(app.settings.file_numbers);
    let text = app_text(&app, 80, 24);
    let lines: Vec<&str> = text.lines().collect();
    // Red's edge (bottom): 九 on file a … 一 on file i; Black's (top): 1 on a … 9 on i.
    let red = lines
        .iter()
        .find(|l| l.contains("九") && l.contains("一"))
        .expect("Red's numbers");
    assert!(red.find("九") < red.find("一"), "{red}");
    let black = lines
        .iter()
        .position(|l| {
            let t: String = l.chars().filter(|c| !c.is_whitespace()).collect();
            t.starts_with("123456789")
        })
        .expect("Black's numbers");
    let red_row = lines.iter().position(|l| l == red).expect("row");
    assert!(black < red_row, "Black's numbers above, Red's below");
    // Turned, the numbers follow their sides.
    app.handle(Action::Flip);
    let text = app_text(&app, 80, 24);
    let lines: Vec<&str> = text.lines().collect();
    let red_row = lines
        .iter()
        .position(|l| l.contains("九") && l.contains("一"))
        .expect("Red's numbers");
    assert!(red_row < 3, "Red's edge is at the top when turned: {text}");
    app.handle(Action::ToggleFileNumbers);
    assert!(!app_text(&app, 80, 24).contains("九"));
}

#[test]
fn snapshots_of_wxf_file_numbers() {
    for (style, name) in STYLES {
        let mut app = played_game(style);
        app.handle(Action::ToggleFileNumbers);
        for (w, h) in [(80, 24), (120, 40)] {
            insta::assert_snapshot!(
                format!("xiangqi_wxf_files_{name}_{w}x{h}"),
                app_text(&app, w, h)
            );
        }
    }
}

#[test]
fn the_editor_shows_file_numbers_after_files() {
    let mut e = editor(duochess::xiangqi::START_FEN, PieceStyle::Symbols);
    assert!(!e.picture().file_numbers);
    e.run_command("files");
    assert!(e.picture().file_numbers);
    assert!(editor_text(&mut e, 80, 24).contains("九"));
    e.handle(SetupAction::Analyse);
    assert!(e.picture().file_numbers, "the analysis keeps them");
    e.run_command("files");
    assert!(!editor_text(&mut e, 80, 24).contains("九"));
}
