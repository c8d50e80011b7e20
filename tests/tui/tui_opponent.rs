//! Playing against an opponent through the game screen: the Flickering computer and
//! UCI engines (tiny fake ones written by the test), each failure falling back to
//! hot-seat with its message and no move lost; the keys while the opponent thinks.

use crate::common;
use duochess::words::Say;

use common::fake_engine::fake_engine;
use duochess::core::Side;
use duochess::flicker::engine::Level;
use duochess::play::opponent::{Opponent, OpponentKind};
use duochess::play::port::NotationStyle;
use duochess::play::worker::Runner;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::game::Request;
use duochess::tui::keys::{Action, InputMode};
use duochess::tui::App;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Type a `:` line into the screen, as a player would.
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

fn game(choice: GameKind) -> App {
    App::new(
        duochess::play::new_game(choice, None).unwrap(),
        Settings::default(),
    )
}

fn engine(path: PathBuf, side: Side) -> Opponent {
    Opponent::new(
        side,
        OpponentKind::Engine {
            path,
            movetime: Duration::from_millis(20),
            level: duochess::uci::EngineLevel::Full,
        },
    )
    .with_grace(Duration::from_millis(300))
}

/// Poll a threaded job until it is done (the event loop's part).
fn wait_idle(app: &mut App) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while app.job.is_some() {
        assert!(Instant::now() < deadline, "the job never ended");
        app.collect_job();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_computer_answers_a_series_with_its_own_and_undo_takes_back_both() {
    let mut app = game(GameKind::Flickering).with_opponent(Opponent::new(
        Side::Black,
        OpponentKind::Computer {
            level: Level::new(1).unwrap(),
        },
    ));
    type_line(&mut app, "e4");
    // The reply went through the series engine and the solver like a player's.
    let list = app.game.move_list(NotationStyle::Standard);
    assert_eq!(app.game.history_len(), 2, "{list:?}");
    assert!(list[1].starts_with("1b. "), "{list:?}");
    assert_eq!(app.game.turn(), Side::White);
    assert!(
        message(&app).contains("The computer (level 1) played"),
        "{}",
        message(&app)
    );
    // u: the reply and the player's own series.
    app.handle(Action::Undo);
    assert_eq!(app.game.history_len(), 0);
    assert_eq!(app.game.turn(), Side::White);
    assert!(app.job.is_none());
    assert!(message(&app).contains("to move again"), "{}", message(&app));
    // Nothing of the player's left to take back.
    app.handle(Action::Undo);
    assert!(
        message(&app).contains("Nothing of yours"),
        "{}",
        message(&app)
    );
}

#[test]
fn the_computer_answers_a_draw_offer_itself_and_the_game_goes_on() {
    let mut app = game(GameKind::Flickering).with_opponent(Opponent::new(
        Side::Black,
        OpponentKind::Computer {
            level: Level::new(1).unwrap(),
        },
    ));
    app.handle(Action::OfferDraw);
    // No question for the player at the keyboard to answer on the computer's behalf.
    assert_eq!(app.asked(), None);
    assert!(
        message(&app).contains("The computer declines the draw"),
        "{}",
        message(&app)
    );
    assert!(!app.game.result().is_over());
    assert_eq!(app.game.turn(), Side::White);
    // Hot-seat, the other player is asked.
    let mut app = game(GameKind::Flickering);
    app.handle(Action::OfferDraw);
    assert!(app.asked().is_some());
}

/// A Flickering game from `fen` against the computer (level 3) playing Black.
fn against_the_computer_from(fen: &str) -> App {
    App::new(
        duochess::play::new_game(GameKind::Flickering, Some(fen)).unwrap(),
        Settings::default(),
    )
    .with_opponent(Opponent::new(
        Side::Black,
        OpponentKind::Computer {
            level: Level::new(3).unwrap(),
        },
    ))
}

/// Standing clearly worse (a queen down), the computer takes the draw; a level
/// position it plays on (the test above).
#[test]
fn the_computer_takes_a_draw_when_it_stands_clearly_worse() {
    let mut app = against_the_computer_from("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    app.handle(Action::OfferDraw);
    assert_eq!(app.asked(), None);
    assert!(
        message(&app).starts_with("The computer accepts the draw."),
        "{}",
        message(&app)
    );
    assert_eq!(
        app.game.result(),
        duochess::session::GameResult::Draw {
            reason: duochess::session::EndReason::Agreement
        }
    );
    // The computer a queen up declines.
    let mut app = against_the_computer_from("3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
    app.handle(Action::OfferDraw);
    assert!(message(&app).contains("declines"), "{}", message(&app));
    assert!(!app.game.result().is_over());
}

#[test]
fn the_computer_playing_white_moves_first() {
    let mut app = game(GameKind::Flickering).with_opponent(Opponent::new(
        Side::White,
        OpponentKind::Computer {
            level: Level::new(1).unwrap(),
        },
    ));
    assert!(app.opponent_due());
    app.collect_job();
    assert_eq!(app.game.history_len(), 1);
    assert_eq!(app.game.turn(), Side::Black);
    // Its first series alone is not the player's to take back.
    app.handle(Action::Undo);
    assert_eq!(app.game.history_len(), 1);
    assert!(
        message(&app).contains("Nothing of yours"),
        "{}",
        message(&app)
    );
}

#[test]
fn an_engine_reply_is_played_through_the_rules_and_listed() {
    let (_dir, path) = fake_engine(
        "Fake",
        "echo 'info depth 1 score cp 3'; echo 'bestmove h10g8'",
    );
    let mut app = game(GameKind::Xiangqi).with_opponent(engine(path, Side::Black));
    type_line(&mut app, "h3e3");
    assert_eq!(app.game.history_len(), 2);
    assert_eq!(app.game.turn(), Side::White);
    assert!(
        message(&app).contains("Fake played h10g8"),
        "{}",
        message(&app)
    );
    let list = app.game.move_list(NotationStyle::Standard).join(" ");
    assert!(
        list.contains("1. ") && list.split_whitespace().count() >= 3,
        "{list}"
    );
    // The same engine again: its answer is now illegal, and is refused by our rules.
    type_line(&mut app, "h1g3");
    assert_eq!(app.game.history_len(), 3, "{}", message(&app));
    assert!(
        message(&app).contains("no piece on h10"),
        "{}",
        message(&app)
    );
    assert!(app.opponent.is_none());
}

/// Each failing engine: the message says why, the player's move stays, and the
/// game goes on hot-seat (Black is moved at this keyboard).
fn falls_back(on_go: &str, expect: &str) {
    let (_dir, path) = fake_engine("Broken", on_go);
    falls_back_with(path, expect);
}

fn falls_back_with(path: PathBuf, expect: &str) {
    let mut app = game(GameKind::Xiangqi).with_opponent(engine(path, Side::Black));
    type_line(&mut app, "h3e3");
    let text = message(&app);
    assert!(text.contains(expect), "{text}");
    assert!(text.starts_with("Hot-seat from here: "), "{text}");
    assert!(app.message.as_ref().unwrap().error);
    assert!(app.opponent.is_none());
    assert_eq!(app.game.history_len(), 1, "the player's move stays");
    assert_eq!(app.game.turn(), Side::Black);
    type_line(&mut app, "h10g8");
    type_line(&mut app, "b3b5");
    assert_eq!(
        app.game.history_len(),
        3,
        "hot-seat: both sides at this keyboard"
    );
    assert_eq!(app.game.turn(), Side::Black);
}

#[test]
fn an_illegal_engine_move_is_refused_with_the_rules_reason() {
    // The black horse on b10 cannot reach d9: its leg on c10 is blocked.
    falls_back("echo 'bestmove b10d9'", "blocked on c10");
}

#[test]
fn a_crashing_engine_falls_back_to_hot_seat() {
    falls_back("exit 3", "stopped (exited or crashed)");
}

#[test]
fn a_silent_engine_falls_back_to_hot_seat() {
    falls_back(":", "did not answer within");
}

#[test]
fn a_missing_engine_falls_back_to_hot_seat() {
    let dir = common::scratch::Scratch::new("no-engine");
    falls_back_with(dir.join("no-such-engine"), "cannot start the engine");
}

#[test]
fn while_the_engine_thinks_the_screen_answers_and_u_or_esc_stop_it() {
    // An engine that thinks until it is asked to quit.
    let (_dir, path) = fake_engine("Slow", ":");
    let mut app = game(GameKind::Xiangqi)
        .with_opponent(engine(path, Side::Black).with_grace(Duration::from_secs(20)));
    app.runner = Runner::Thread;
    type_line(&mut app, "h3e3");
    assert!(app.opponent_thinking());
    assert_eq!(app.input_mode(), InputMode::Thinking);
    // The screen still answers: help opens and closes, the board turns.
    assert_eq!(app.handle(Action::Help), Request::Help);
    assert!(app.opponent_thinking());
    let flipped = app.settings.flipped;
    app.handle(Action::Flip);
    assert_ne!(app.settings.flipped, flipped);
    // u: the thinking stops and the player's move is taken back.
    app.handle(Action::Undo);
    assert!(app.job.is_none());
    assert_eq!(app.game.history_len(), 0);
    assert_eq!(app.game.turn(), Side::White);
    assert!(app.opponent.is_some());
    // Esc: the thinking stops and the game goes on hot-seat.
    type_line(&mut app, "h3e3");
    assert!(app.opponent_thinking());
    app.handle(Action::Cancel);
    assert!(app.job.is_none() && app.opponent.is_none());
    assert!(message(&app).contains("hot-seat"), "{}", message(&app));
    assert_eq!(app.game.history_len(), 1);
    type_line(&mut app, "h10g8");
    assert_eq!(app.game.history_len(), 2);
    wait_idle(&mut app);
}

/// q while the engine thinks asks before leaving; it thinks on under the question,
/// and staying finds it still thinking.
#[test]
fn q_while_the_engine_thinks_asks_and_it_thinks_on() {
    use common::stack::{game as on_top, press, type_text};
    use duochess::tui::root::Tui;
    use ratatui::crossterm::event::KeyCode;
    let (_dir, path) = fake_engine("Slow", ":");
    let mut tui = Tui::in_game(
        duochess::play::new_game(GameKind::Xiangqi, None).unwrap(),
        Box::new(|kind| duochess::play::new_game(kind, None)),
        Settings::default(),
    );
    tui.set_runner(Runner::Thread);
    tui.set_opponent(engine(path, Side::Black).with_grace(Duration::from_secs(20)));
    type_text(&mut tui, ":h3e3");
    press(&mut tui, &[KeyCode::Enter]);
    assert!(on_top(&tui).opponent_thinking());
    press(&mut tui, &[KeyCode::Char('q')]);
    assert!(tui.top::<duochess::tui::ask::Ask>().is_some());
    assert!(tui.busy(), "the engine still thinks under the question");
    press(&mut tui, &[KeyCode::Esc]);
    assert!(on_top(&tui).opponent_thinking(), "staying: it thinks on");
    press(&mut tui, &[KeyCode::Char('q'), KeyCode::Char('q')]);
    assert!(tui.quit);
}

#[test]
fn the_new_game_screen_plays_the_computer_with_the_colour_and_level_chosen() {
    use duochess::tui::root::Tui;
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use ratatui::layout::Rect;
    let mut tui = Tui::start_screen(
        Box::new(|kind| {
            let choice = match kind {
                duochess::session::GameKind::Flickering => GameKind::Flickering,
                duochess::session::GameKind::Xiangqi => GameKind::Xiangqi,
            };
            duochess::play::new_game(choice, None)
        }),
        Settings::default(),
    );
    let size = Rect::new(0, 0, 80, 24);
    let key = |c| Event::Key(KeyEvent::new(c, KeyModifiers::NONE));
    // The menu's "New game" entry opens the new-game screen.
    let n = duochess::tui::menu::StartItem::ALL
        .iter()
        .position(|i| *i == duochess::tui::menu::StartItem::NewGame)
        .expect("a New game entry");
    tui.handle_event(&key(KeyCode::Char(char::from(b'1' + n as u8))), size);
    assert!(tui
        .top::<duochess::tui::new_game::NewGameScreen>()
        .is_some());
    // Down to the opponent row (game, White, Black, clock, opponent).
    for _ in 0..4 {
        tui.handle_event(&key(KeyCode::Down), size);
    }
    // Right from hot-seat: the computer as Black 1…7, then as White level 1.
    for _ in 0..8 {
        tui.handle_event(&key(KeyCode::Right), size);
    }
    let screen = tui
        .top::<duochess::tui::new_game::NewGameScreen>()
        .expect("the new-game screen");
    let setup = screen.setup().expect("a game to start");
    assert_eq!(setup.opponent.as_ref().map(|o| o.0), Some(Side::White));
    // Enter: on to the hints' row, to "Start", then start.
    for _ in 0..3 {
        tui.handle_event(&key(KeyCode::Enter), size);
    }
    let app = common::stack::game_mut(&mut tui);
    let opponent = app.opponent.as_ref().expect("an opponent");
    assert_eq!(opponent.side, Side::White);
    assert_eq!(opponent.name().to_string(), "The computer (level 1)");
    // The record keeps the program's name; the screen names the computer in the
    // player's language.
    let name = app.player_name(Side::White);
    assert_eq!(name, "duochess");
    let player = app.player(Side::White, &name);
    assert_eq!(player.say(duochess::i18n::Lang::En), "Computer (level 1)");
    assert_eq!(player.say(duochess::i18n::Lang::Uk), "Комп'ютер (рівень 1)");
    // It moves first (the event loop collects; inline here).
    app.collect_job();
    assert_eq!(app.game.history_len(), 1);
    assert_eq!(app.game.turn(), Side::Black);
}

#[test]
fn a_computer_series_with_a_promotion_is_played_whole() {
    let mut app = App::new(
        duochess::play::new_game(GameKind::Flickering, Some("7k/P7/8/8/8/8/8/K7 w - - 0 1"))
            .unwrap(),
        Settings::default(),
    )
    .with_opponent(Opponent::new(
        Side::White,
        OpponentKind::Computer {
            level: Level::new(1).unwrap(),
        },
    ));
    app.collect_job();
    assert!(app.opponent.is_some(), "{}", message(&app));
    assert_eq!(app.game.history_len(), 1);
    let list = app.game.move_list(NotationStyle::Standard).join(" ");
    assert!(list.contains("a8=Q"), "{list}");
}

/// Kings on their walks, pawns blocked (d5 against d6) and one free pawn each.
const QUIET: &str = "4k3/p7/3p4/3P4/8/8/P7/4K3 w - - 0 1";
/// Ten series of each side, kings only, no square twice: twenty series with
/// nothing taken and no pawn moved, the position level all along.
const WALK: [&str; 20] = [
    "e1d1", "e8d8", "d1c1", "d8c8", "c1b1", "c8b8", "b1a1", "b8a8", "a1b2", "a8b7", "b2c2", "b7c7",
    "c2d2", "c7d7", "d2e2", "d7e7", "e2f2", "e7f7", "f2g2", "f7g7",
];

fn walked(series: &[&str]) -> Box<dyn duochess::play::port::PlayableGame> {
    let mut game = duochess::play::new_game(GameKind::Flickering, Some(QUIET)).unwrap();
    for s in series {
        game.play_text(s).unwrap();
    }
    game
}

fn computer_white() -> Opponent {
    let level = Level::new(1).unwrap();
    Opponent::new(Side::White, OpponentKind::Computer { level })
}

/// After the stretch the computer, to move, offers a draw before it thinks: the
/// question is put over the game in words that say why; declined, it plays on.
#[test]
fn after_a_long_level_stretch_the_computer_offers_a_draw_and_the_player_is_asked() {
    use crate::common::stack::{draw, game, press};
    use duochess::tui::ask::Ask;
    use duochess::tui::root::Tui;
    use ratatui::crossterm::event::KeyCode::Char;
    let factory = Box::new(|kind| duochess::play::new_game(kind, None));
    let mut tui = Tui::in_game(walked(&WALK), factory, Settings::default());
    tui.set_opponent(computer_white());
    tui.tick();
    let asked = tui.top::<Ask>().map(|a| a.text.clone()).unwrap_or_default();
    assert!(
        asked.starts_with("The computer offers a draw: for 20 series nothing was taken"),
        "{asked}"
    );
    assert!(draw(&tui, 80, 24).contains("The computer offers a draw"));
    press(&mut tui, &[Char('n')]);
    assert!(tui.top::<Ask>().is_none());
    let app = game(&tui);
    assert!(!app.game.result().is_over());
    assert_eq!(app.game.history_len(), 21, "declined, it played its series");
}

/// Accepted, the game is drawn by agreement (and recorded so); declined, the
/// offer is spent for the game, even after a take-back brings the same position.
#[test]
fn the_computers_offer_is_answered_like_a_players_and_made_once() {
    use duochess::session::{EndReason, GameResult};
    use duochess::tui::game::Question;
    let mut app = App::new(walked(&WALK), Settings::default()).with_opponent(computer_white());
    app.collect_job();
    assert_eq!(
        app.asked(),
        Some(Question::ComputerOffersDraw { by: Side::White })
    );
    assert_eq!(app.game.history_len(), 20, "it waits for the answer");
    app.answer(true);
    let agreed = GameResult::Draw {
        reason: EndReason::Agreement,
    };
    assert_eq!(app.game.result(), agreed);
    let info = duochess::record::RecordInfo::default();
    let record = app.game.record(&info).unwrap();
    assert!(record.contains("[Result \"1/2-1/2\"]"), "{record}");

    let mut app = App::new(walked(&WALK), Settings::default()).with_opponent(computer_white());
    app.collect_job();
    app.answer(false);
    assert_eq!(app.game.history_len(), 21);
    // Its reply and the player's series before it taken back, the player plays
    // the same series again: the same still position, no second offer.
    app.handle(Action::Undo);
    assert_eq!(app.game.history_len(), 19);
    app.game.play_text(WALK[19]).unwrap();
    app.collect_job();
    assert_eq!(app.asked(), None);
    assert_eq!(app.game.history_len(), 21);
}

/// A pawn step in the stretch is progress: the computer plays without offering.
#[test]
fn a_game_with_progress_brings_no_offer() {
    let mut walk = WALK;
    walk[4] = "c1b1, a2a3";
    let mut app = App::new(walked(&walk), Settings::default()).with_opponent(computer_white());
    app.collect_job();
    assert_eq!(app.asked(), None);
    assert_eq!(app.game.history_len(), 21);
}
