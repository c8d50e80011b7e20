//! The engine from the menu (Xiangqi): the new-game screen's engine rows, checked
//! when chosen (a non-engine refused there, with the reason); the strength level
//! sent through the engine's own option (a fake engine that writes down what it
//! is sent); Esc then `g`; and the hint switch with the record's hint counts.

use crate::common;

use common::fake_engine::{fake_engine, fake_engine_offering, heard};
use duochess::core::Side;
use duochess::play::opponent::{Opponent, OpponentKind};
use duochess::play::worker::Runner;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::keys::new_game::NewGameAction as N;
use duochess::tui::keys::Action;
use duochess::tui::new_game::{NewGameOutcome, NewGameScreen, OpponentChoice, Row};
use duochess::tui::App;
use duochess::uci::EngineLevel;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Fairy-Stockfish's strength options, as it writes them.
const FAIRY_OPTIONS: [&str; 3] = [
    "option name Skill Level type spin default 20 min -20 max 20",
    "option name UCI_LimitStrength type check default false",
    "option name UCI_Elo type spin default 1350 min 1350 max 2850",
];

fn type_line(app: &mut App, line: &str) {
    app.handle(Action::OpenCommand);
    for c in line.chars() {
        app.handle(Action::CommandChar(c));
    }
    app.handle(Action::CommandSubmit);
}

fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

fn against(path: PathBuf, level: EngineLevel) -> App {
    let opponent = Opponent::new(
        Side::Black,
        OpponentKind::Engine {
            path,
            movetime: Duration::from_millis(20),
            level,
        },
    )
    .with_grace(Duration::from_secs(5));
    App::new(
        duochess::play::new_game(GameKind::Xiangqi, None).unwrap(),
        Settings::default(),
    )
    .with_opponent(opponent)
}

fn wait_idle(app: &mut App) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while app.job.is_some() {
        assert!(Instant::now() < deadline, "the job never ended");
        app.collect_job();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The lines sent before the first `go`.
fn before_go(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .take_while(|l| !l.starts_with("go"))
        .cloned()
        .collect()
}

#[test]
fn the_level_is_sent_through_the_engines_skill_level() {
    let (dir, path) = fake_engine_offering("Skilled", &FAIRY_OPTIONS, "echo 'bestmove h10g8'");
    let mut app = against(path, EngineLevel::Beginner);
    type_line(&mut app, "h3e3");
    wait_idle(&mut app);
    assert_eq!(app.game.history_len(), 2, "{}", message(&app));
    let sent = before_go(&heard(&dir));
    assert!(
        sent.contains(&"setoption name Skill Level value -20".to_string()),
        "{sent:?}"
    );
    // Skill Level is preferred: the Elo limit is left alone.
    assert!(!sent.iter().any(|l| l.contains("UCI_Elo")), "{sent:?}");
    // Set before the engine is asked whether it is ready to search.
    let set = sent.iter().position(|l| l.contains("Skill Level"));
    let ready = sent.iter().rposition(|l| l == "isready");
    assert!(set < ready, "{sent:?}");
}

#[test]
fn an_engine_with_only_an_elo_limit_gets_it_and_full_strength_lifts_it() {
    let options = &FAIRY_OPTIONS[1..];
    let (dir, path) = fake_engine_offering("Rated", options, "echo 'bestmove h10g8'");
    let mut app = against(path.clone(), EngineLevel::Casual);
    type_line(&mut app, "h3e3");
    wait_idle(&mut app);
    let sent = before_go(&heard(&dir));
    for line in [
        "setoption name UCI_LimitStrength value true",
        // A quarter of the way from 1350 to 2850.
        "setoption name UCI_Elo value 1725",
    ] {
        assert!(sent.contains(&line.to_string()), "{sent:?}");
    }
    let (dir, path) = fake_engine_offering("Rated", options, "echo 'bestmove h10g8'");
    let mut app = against(path, EngineLevel::Full);
    type_line(&mut app, "h3e3");
    wait_idle(&mut app);
    let sent = before_go(&heard(&dir));
    assert!(
        sent.contains(&"setoption name UCI_LimitStrength value false".to_string()),
        "{sent:?}"
    );
    // An engine without a strength option is sent none.
    let (dir, path) = fake_engine("Plain", "echo 'bestmove h10g8'");
    let mut app = against(path, EngineLevel::Beginner);
    type_line(&mut app, "h3e3");
    wait_idle(&mut app);
    assert_eq!(app.game.history_len(), 2);
    assert!(!heard(&dir).iter().any(|l| l.starts_with("setoption")));
}

/// The screen on Xiangqi with the engine chosen and `path` typed into its row.
fn screen_with_engine(path: &str) -> NewGameScreen {
    let mut s = NewGameScreen::default();
    s.handle(N::Adjust(1)); // Xiangqi
    assert_eq!(s.kind, GameKind::Xiangqi);
    s.row = Row::Opponent;
    s.handle(N::Adjust(1));
    assert_eq!(s.opponent, OpponentChoice::Engine);
    let rows = s.rows();
    for row in [
        Row::EnginePath,
        Row::EngineSide,
        Row::EngineTime,
        Row::EngineLevel,
        Row::Hints,
    ] {
        assert!(rows.contains(&row), "{rows:?}");
    }
    s.handle(N::Down);
    assert_eq!(s.row, Row::EnginePath);
    assert!(s.typing());
    for c in path.chars() {
        s.handle(N::Type(c));
    }
    s
}

#[test]
fn the_new_game_screen_refuses_a_program_that_is_not_an_engine() {
    let dir = common::scratch::Scratch::new("no-engine");
    let missing = dir.join("no-such-engine");
    for (path, said) in [
        (missing.to_str().unwrap(), "cannot start the engine"),
        ("/bin/cat", "did not answer within"),
        ("/bin/true", "stopped (exited or crashed)"),
    ] {
        let mut s = screen_with_engine(path);
        assert_eq!(s.handle(N::Next), NewGameOutcome::Stay);
        assert_eq!(s.row, Row::EnginePath, "{path}");
        let m = s.message.clone().unwrap_or_default();
        assert!(m.contains("Not a UCI engine"), "{path}: {m}");
        assert!(m.contains(said), "{path}: {m}");
        // Nor does it start.
        assert_eq!(s.handle(N::Play), NewGameOutcome::Stay);
        assert_eq!(s.row, Row::EnginePath);
    }
    // Nothing typed: the screen says what to type.
    let mut s = screen_with_engine("");
    assert_eq!(s.handle(N::Play), NewGameOutcome::Stay);
    assert!(s.message.clone().unwrap_or_default().contains("path"));
}

#[test]
fn the_new_game_screen_starts_a_checked_engine_at_the_level_chosen() {
    let (_dir, path) = fake_engine_offering("Skilled", &FAIRY_OPTIONS, "echo 'bestmove h10g8'");
    let mut s = screen_with_engine(path.to_str().unwrap());
    s.handle(N::Next);
    let m = s.message.clone().unwrap_or_default();
    assert!(m.contains("Skilled answers"), "{m}");
    assert_eq!(s.row, Row::EngineSide);
    s.handle(N::Adjust(1)); // Red
    s.handle(N::Down);
    s.handle(N::Adjust(-1)); // 0.5 s
    s.handle(N::Down);
    assert_eq!(s.row, Row::EngineLevel);
    // From club down to beginner; the help names the option it sets.
    s.handle(N::Adjust(-1));
    s.handle(N::Adjust(-1));
    assert_eq!(s.engine.level, EngineLevel::Beginner);
    s.handle(N::Down);
    s.handle(N::Adjust(1)); // hints off
    assert!(!s.hints);
    let NewGameOutcome::Start(setup) = s.handle(N::Play) else {
        panic!("{:?}", s.message)
    };
    assert!(!setup.hints);
    let Some((
        side,
        OpponentKind::Engine {
            movetime, level, ..
        },
    )) = setup.opponent
    else {
        panic!("{:?}", setup.opponent)
    };
    assert_eq!(
        (side, movetime, level),
        (
            Side::White,
            Duration::from_millis(500),
            EngineLevel::Beginner
        )
    );
    // Hot-seat: no hints row, hints stay on.
    s.row = Row::Opponent;
    s.handle(N::Adjust(1));
    assert!(!s.rows().contains(&Row::Hints));
    let NewGameOutcome::Start(setup) = s.handle(N::Play) else {
        panic!("{:?}", s.message)
    };
    assert!(setup.hints && setup.opponent.is_none());
}

#[test]
fn after_esc_g_hands_the_side_back_to_the_engine() {
    // Thinks until told to stop the first time; then answers at once.
    let (_dir, path) = fake_engine("Slow", ":");
    let mut app = against(path, EngineLevel::Club);
    app.runner = Runner::Thread;
    type_line(&mut app, "h3e3");
    assert!(app.opponent_thinking());
    app.handle(Action::Cancel);
    assert!(app.opponent.is_none() && app.stopped.is_some());
    assert!(
        message(&app).contains("g hands its side back"),
        "{}",
        message(&app)
    );
    assert!(app.key_facts().stopped);
    // g: it plays Black again and thinks at once (Black is to move).
    app.handle(Action::OpponentBack);
    assert!(app.opponent.is_some() && app.stopped.is_none());
    assert!(app.opponent_thinking());
    assert!(message(&app).contains("plays Black"), "{}", message(&app));
    app.handle(Action::Cancel);
    wait_idle(&mut app);
}

#[test]
fn hints_off_are_refused_and_hints_used_are_counted_in_the_record() {
    let (_dir, path) = fake_engine("Hinter", "echo 'bestmove h3e3'");
    let mut app = against(path.clone(), EngineLevel::Full);
    app.handle(Action::Hint);
    wait_idle(&mut app);
    assert!(message(&app).contains("Hint"), "{}", message(&app));
    app.handle(Action::Hint);
    wait_idle(&mut app);
    assert_eq!(app.records.info.hints, [2, 0]);
    let record = app.game.record(&app.records.info).unwrap();
    assert!(record.contains("[WhiteHints \"2\"]"), "{record}");
    assert!(record.contains("[BlackHints \"0\"]"), "{record}");
    // Read back, the counts are the record's.
    let back = duochess::record::load(&record).unwrap().info;
    assert_eq!(back.hints, [2, 0]);
    // Hints off: t says so and nothing is counted or asked.
    let mut app = against(path, EngineLevel::Full);
    app.records.info.hints_off = true;
    app.handle(Action::Hint);
    assert!(app.job.is_none());
    assert!(message(&app).contains("Hints are off"), "{}", message(&app));
    assert_eq!(app.records.info.hints, [0, 0]);
    let record = app.game.record(&app.records.info).unwrap();
    assert!(record.contains("[Hints \"off\"]"), "{record}");
    assert!(!app.setup().hints);
}
