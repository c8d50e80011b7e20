//! The position editor's engine analysis (Xiangqi): `e` asks a UCI engine for its
//! evaluation and best line, run on a worker job; the line is checked by our rules
//! and written in the analysis's notation; failures are messages.

use crate::common;
use duochess::words::Say;

use common::fake_engine::fake_engine;
use common::screen_text;
use duochess::i18n::Lang;
use duochess::play::adapters::setup::EngineSetting;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::editor::{SetupAction, SetupEditor, SetupMode};
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use std::path::PathBuf;
use std::time::Duration;

/// The Xiangqi start position in the editor, analysed, with `engine`.
fn analysed(engine: Option<PathBuf>) -> SetupEditor {
    let mut e = SetupEditor::open(GameKind::Xiangqi, None, Settings::default())
        .expect("editor")
        .with_engine(engine.map(|p| EngineSetting::new(p, Duration::from_millis(300))));
    e.handle(SetupAction::Analyse);
    assert!(e.analysis().is_some(), "{:?}", e.message);
    e
}

/// Press `e` (through the key table) and take the engine's answer.
fn ask_engine(e: &mut SetupEditor) {
    let key = KeyEvent::new(KeyCode::Char('e'), KeyModifiers::NONE);
    let action = e.action_for(&key);
    assert_eq!(action, Some(SetupAction::EngineAnalysis));
    e.handle(SetupAction::EngineAnalysis);
    assert!(e.job.is_some(), "the engine runs as a job");
    assert!(e.collect_job());
}

fn render(e: &SetupEditor) -> String {
    let mut t = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    t.draw(|f| f.render_widget(&*e, f.area())).expect("draw");
    screen_text(t.backend().buffer())
}

fn message(e: &SetupEditor) -> String {
    e.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

#[test]
fn the_engine_evaluation_and_line_are_shown_in_the_chosen_notation() {
    let (_dir, path) = fake_engine(
        "Fake",
        "echo 'info depth 7 score cp 35 pv h3e3 h10g8'; echo 'bestmove h3e3'",
    );
    let mut e = analysed(Some(path));
    // Algebraic → WXF → Chinese.
    e.handle(SetupAction::CycleNotation);
    e.handle(SetupAction::CycleNotation);
    ask_engine(&mut e);
    let a = e.analysis().expect("still the analysis");
    let found = a.engine.as_ref().expect("an evaluation");
    assert_eq!(
        found.headline.say(Lang::En),
        "Engine (Fake): +0.35 (Red better)"
    );
    let line = found.line.as_ref().expect("a line");
    assert_eq!(line.san, vec!["炮二平五", "馬８進７"]);
    let screen = render(&e);
    assert!(
        screen.contains("Engine (Fake): +0.35 (Red better)"),
        "{screen}"
    );
    assert!(screen.contains("炮二平五"), "{screen}");
    // The line can be stepped through on the board.
    e.handle(SetupAction::StepForward);
    let a = e.analysis().expect("analysis");
    assert_eq!(a.active_line().map(|l| l.step), Some(1));
}

#[test]
fn a_mate_score_for_black_and_an_illegal_line_is_reported_not_shown() {
    // `mate -3`: Red, to move, is mated in 3, told as Black's mate. The line's
    // second move (b3c5: a red piece on Black's turn) is illegal.
    let (_dir, path) = fake_engine(
        "Fake",
        "echo 'info depth 3 score mate -3 pv h3e3 b3c5'; echo 'bestmove h3e3'",
    );
    let mut e = analysed(Some(path));
    ask_engine(&mut e);
    let found = e
        .analysis()
        .and_then(|a| a.engine.clone())
        .expect("an evaluation");
    assert_eq!(
        found.headline.say(Lang::En),
        "Engine (Fake): mate in 3 for Black"
    );
    assert!(found.line.is_none(), "an illegal line is not shown");
    assert!(
        found
            .facts
            .iter()
            .map(|f| f.say(Lang::En))
            .any(|f| f.contains("line is not shown") && f.contains("b3c5")),
        "{:?}",
        found.facts
    );
}

#[test]
fn a_crashing_engine_gives_its_message_and_the_editor_goes_on() {
    let (_dir, path) = fake_engine("Broken", "exit 3");
    let mut e = analysed(Some(path));
    ask_engine(&mut e);
    let text = message(&e);
    assert!(text.contains("stopped (exited or crashed)"), "{text}");
    assert!(e.message.as_ref().is_some_and(|m| m.error));
    assert!(
        matches!(e.mode, SetupMode::Analysis(_)),
        "the analysis stays"
    );
    assert!(e.job.is_none());
    // Editing goes on.
    e.handle(SetupAction::Cancel);
    e.handle(SetupAction::Put('R'));
    assert!(matches!(e.mode, SetupMode::Edit));
}

#[test]
fn without_an_engine_the_key_says_how_to_configure_one() {
    let mut e = analysed(None);
    e.handle(SetupAction::EngineAnalysis);
    assert!(e.job.is_none());
    let text = message(&e);
    assert!(text.contains("--engine PATH"), "{text}");
}

#[test]
#[ignore = "needs Fairy-Stockfish: /usr/games/fairy-stockfish (apt-get install fairy-stockfish); .ci/run installs it and runs this"]
fn fairy_stockfish_evaluates_the_start_position() {
    let path = PathBuf::from("/usr/games/fairy-stockfish");
    assert!(path.exists(), "{} is not installed", path.display());
    let mut e = analysed(Some(path));
    ask_engine(&mut e);
    let found = e
        .analysis()
        .and_then(|a| a.engine.clone())
        .unwrap_or_else(|| panic!("no evaluation: {}", message(&e)));
    let headline = found.headline.say(Lang::En);
    assert!(
        headline.starts_with("Engine (Fairy-Stockfish"),
        "{headline}"
    );
    assert!(
        headline.contains("better") || headline.contains("level"),
        "{headline}"
    );
    let line = found.line.expect("a best line");
    assert!(!line.san.is_empty());
}
