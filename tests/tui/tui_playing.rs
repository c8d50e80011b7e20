//! Playing on the game screen with the real sessions: redo, browsing move by move
//! with the position marked in the move list, the check header, the hint from the
//! series as it stands, typed series that play whole or not at all, and messages as
//! sentences that wrap instead of being cut. Also the analysis's check marker.

use crate::common;

use common::{assert_no_hidden_cells, cell, screen_text};
use duochess::core::Side;
use duochess::play::new_game;
use duochess::play::port::{CheckKind, CheckNote, ListMark};
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::editor::{SetupAction, SetupEditor};
use duochess::tui::game::Mode;
use duochess::tui::keys::Action;
use duochess::tui::App;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;
use ratatui::Terminal;

fn draw(app: &App, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    let frame = t.draw(|f| f.render_widget(app, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    t.backend().buffer().clone()
}

fn text_of(app: &App, w: u16, h: u16) -> String {
    screen_text(&draw(app, w, h))
}

fn flickering(fen: Option<&str>) -> App {
    App::new(
        new_game(GameKind::Flickering, fen).expect("game"),
        Settings::default(),
    )
}

fn message(app: &App) -> (String, bool) {
    let m = app.message.clone().expect("a message");
    (m.text, m.error)
}

/// 1a. e4, Nf3, Bc4, O-O 1b. e5, Nc6, Bc5: White to make series 2a.
fn italian() -> App {
    let mut app = flickering(None);
    app.run_command("e4, Nf3, Bc4, O-O");
    app.run_command("e5, Nc6, Bc5");
    assert_eq!(app.game.history_len(), 2, "{:?}", app.message);
    app
}

/// The screen's text with the cells drawn reversed (the move list's mark) kept,
/// everything else blanked.
fn marked_text(buf: &Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            let c = &buf[(x, y)];
            if c.modifier.contains(Modifier::REVERSED) {
                out.push_str(c.symbol());
            }
        }
    }
    out
}

#[test]
fn the_check_header_names_the_side_and_tells_check_from_self_exposure() {
    // In check from the start, and still after a move that does not help.
    let mut app = flickering(Some("4k3/8/8/8/8/8/7P/r3K3 w - - 0 1"));
    let header = "White is in check (king on e1)";
    assert!(text_of(&app, 80, 24).contains(header));
    app.run_command("h3,");
    assert_eq!(app.game.series_so_far(), vec!["h3"]);
    let notes = app.game.check_notes();
    assert_eq!(notes.len(), 1);
    assert_eq!(
        (notes[0].side, notes[0].kind),
        (Side::White, CheckKind::InCheck)
    );
    assert!(text_of(&app, 80, 24).contains(header));
    // The player's own move exposed the king: a different header.
    let mut app = italian();
    app.run_command("Nxe5, f4,");
    let notes = app.game.check_notes();
    assert_eq!(
        notes,
        vec![CheckNote {
            side: Side::White,
            cell: cell("g1"),
            kind: CheckKind::SelfExposed
        }]
    );
    let exposed = check_text(GameKind::Flickering, notes[0]);
    assert_eq!(
        exposed,
        "White: your king is attacked by your own move in this series; \
         end the series only once it is safe"
    );
    for size in [(80, 24), (120, 40)] {
        let screen = text_of(&app, size.0, size.1);
        assert!(screen.contains("White: your king is attacked"), "{screen}");
        assert!(!screen.contains("is in check"), "{screen}");
    }
    // Xiangqi names Red.
    let red = CheckNote {
        side: Side::White,
        cell: cell("e1"),
        kind: CheckKind::InCheck,
    };
    assert_eq!(
        check_text(GameKind::Xiangqi, red),
        "Red is in check (general on e1)"
    );
}

#[test]
fn the_hint_starts_from_the_series_as_it_stands() {
    let mut app = italian();
    app.run_command("Nxe5, f4,");
    app.handle(Action::Hint);
    app.collect_job();
    let hint = app.practice.hint.clone().expect("a hint");
    assert_eq!(hint.heading.to_string(), "A rescue from here, then e");
    assert_eq!(hint.moves.len(), 1, "{hint:?}");
    let (text, error) = message(&app);
    assert!(
        !error && text == format!("Hint: {}", hint.moves[0]),
        "{text}"
    );
    assert!(!text.contains("node") && !text.contains("µs"), "{text}");
    // Following it frees the king: the series may end.
    app.run_command(&hint.moves[0].clone());
    assert_eq!(app.game.history_len(), 3, "{:?}", app.message);
    // Where no continuation frees the king, the hint says so and points to undo.
    // (The knight on a1 has safe series of its own, but none blocks a8-h1.)
    let mut app = flickering(Some("b6k/8/8/8/8/7p/6PP/N4rnK w - - 0 1"));
    app.run_command("g3,");
    app.handle(Action::Hint);
    app.collect_job();
    assert_eq!(
        message(&app),
        (
            "No series from here frees White's king — undo (u) moves of this series".to_string(),
            true
        )
    );
}

#[test]
fn the_hint_outside_check_suggests_the_computers_legal_series_without_playing_it() {
    let mut app = italian();
    app.handle(Action::Hint);
    app.collect_job();
    let hint = app.practice.hint.clone().expect("a hint");
    assert_eq!(hint.heading.to_string(), "The computer would play");
    assert!(!hint.moves.is_empty(), "{hint:?}");
    let series = hint.moves.join(", ");
    assert_eq!(message(&app), (format!("Hint: {series}"), false));
    // Shown in the side panel, not played.
    let screen = text_of(&app, 120, 40);
    assert!(screen.contains("The computer would play:"), "{screen}");
    assert_eq!(app.game.history_len(), 2);
    assert!(app.game.series_so_far().is_empty());
    // Legal by the game's own rules: it plays as one whole series.
    let mut copy = app.game.boxed_clone();
    copy.play_text(&series)
        .unwrap_or_else(|e| panic!("{series}: {e:?}"));
    assert_eq!(copy.history_len(), 3, "{series}");
}

#[test]
fn the_xiangqi_hint_outside_check_is_a_mate_or_says_no_engine_is_set() {
    let xiangqi = |fen| {
        App::new(
            new_game(GameKind::Xiangqi, fen).expect("game"),
            Settings::default(),
        )
    };
    // No engine and no mate in the opening: said plainly.
    let mut app = xiangqi(None);
    app.handle(Action::Hint);
    app.collect_job();
    assert_eq!(
        message(&app),
        (
            "No hint: no engine is set for this game (choose one for a new game), and Red \
             has no mate in 3 moves"
                .to_string(),
            true
        )
    );
    assert!(app.practice.hint.is_none());
    // The engine set for the game (here a fake one playing Black) gives Red's hint.
    let (_dir, path) = common::fake_engine::fake_engine("Hinter", "echo 'bestmove h3e3'");
    let opponent = duochess::play::opponent::Opponent::new(
        Side::Black,
        duochess::play::opponent::OpponentKind::Engine {
            path,
            movetime: std::time::Duration::from_millis(20),
            level: duochess::uci::EngineLevel::Full,
        },
    );
    let mut app = xiangqi(None).with_opponent(opponent);
    app.handle(Action::Hint);
    app.collect_job();
    let hint = app.practice.hint.clone().expect("a hint");
    assert_eq!(hint.heading.to_string(), "The engine's best move");
    assert_eq!(message(&app), (format!("Hint: {}", hint.moves[0]), false));
    let mut copy = app.game.boxed_clone();
    copy.play_text("h3e3").expect("legal");
    let line = copy
        .move_list(app.notation)
        .last()
        .cloned()
        .unwrap_or_default();
    assert!(line.contains(&hint.moves[0]), "{line} / {hint:?}");
    assert_eq!(app.game.history_len(), 0, "shown, never played");
    // A mate in one (the chariot b1 to b10; a9 guards the general's rank 9): shown.
    let mut app = xiangqi(Some("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1"));
    app.handle(Action::Hint);
    app.collect_job();
    let hint = app.practice.hint.clone().expect("a hint");
    assert_eq!(hint.heading.to_string(), "Mate in 1");
    assert_eq!(hint.moves.len(), 1, "{hint:?}");
    assert_eq!(app.game.history_len(), 0, "shown, never played");
    let mut copy = app.game.boxed_clone();
    copy.play_text(&hint.moves[0]).expect("legal");
    assert_ne!(
        copy.result(),
        duochess::session::GameResult::Ongoing,
        "{hint:?}"
    );
}

#[test]
fn a_typed_series_is_played_whole_or_not_at_all() {
    // An illegal move: refused whole, the move and the reason named.
    let mut app = italian();
    app.run_command("Nxe5, Nxf7");
    let (text, error) = message(&app);
    assert!(error, "{text}");
    assert!(text.starts_with("Move 2 (Nxf7): "), "{text}");
    assert!(text.ends_with("; nothing was played"), "{text}");
    assert!(app.game.series_so_far().is_empty());
    assert_eq!(app.game.history_len(), 2);
    // Legal moves after which the series may not end: refused whole too.
    app.run_command("Nxe5, f4");
    assert_eq!(
        message(&app),
        (
            "The series Nxe5, f4 cannot end: your king is attacked by the bishop on c5; \
             nothing was played"
                .to_string(),
            true
        )
    );
    assert!(app.game.series_so_far().is_empty());
    assert_eq!(app.game.history_len(), 2);
    assert!(app.game.check_notes().is_empty());
    // A final comma keeps the moves open, as the player asked.
    app.run_command("Nxe5, f4,");
    assert_eq!(app.game.series_so_far(), vec!["Nxe5", "f4"]);
}

#[test]
fn messages_are_sentences_and_wrap_at_80_columns_instead_of_being_cut() {
    let mut app = italian();
    app.handle(Action::Redo);
    let (text, error) = message(&app);
    assert!(error && text.starts_with("Nothing to redo"), "{text}");
    app.run_command("Nxe5, f4");
    let (text, _) = message(&app);
    assert!(text.len() > 80, "{text}");
    let screen = text_of(&app, 80, 24);
    // (The key bar, the last row, may end in `… ? help`: more keys than it shows.)
    let above_bar: Vec<&str> = screen.lines().collect();
    let above_bar = above_bar[..above_bar.len() - 1].join("\n");
    assert!(!above_bar.contains('…'), "{screen}");
    // Every word of the message is on the screen, in order, on the last rows.
    let bottom: Vec<&str> = screen.lines().rev().skip(1).take(3).collect();
    let shown: String = bottom
        .iter()
        .rev()
        .map(|l| l.trim_end())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(shown.contains(&text), "{shown:?}\n{screen}");
    for line in screen.lines() {
        assert!(line.chars().count() <= 80);
    }
}

#[test]
fn redo_puts_back_a_move_then_a_series_and_a_new_move_ends_it() {
    let mut app = italian();
    app.run_command("d3,");
    app.handle(Action::Undo);
    app.handle(Action::Undo);
    assert_eq!(app.game.history_len(), 1);
    assert_eq!(app.game.turn(), Side::Black);
    app.handle(Action::Redo);
    assert_eq!(app.game.history_len(), 2);
    assert_eq!(message(&app), ("Redid Black's series.".to_string(), false));
    app.handle(Action::Redo);
    assert_eq!(app.game.series_so_far(), vec!["d3"]);
    assert_eq!(
        message(&app),
        ("Redid a move; series so far: d3".to_string(), false)
    );
    app.handle(Action::Undo);
    app.run_command("d4,");
    app.handle(Action::Redo);
    assert_eq!(app.game.series_so_far(), vec!["d4"]);
    assert!(message(&app).1);
    // Xiangqi: the move comes back.
    let mut app = App::new(
        new_game(GameKind::Xiangqi, None).expect("game"),
        Settings::default(),
    );
    app.run_command("h3e3");
    app.handle(Action::Undo);
    assert_eq!(app.game.history_len(), 0);
    app.handle(Action::Redo);
    assert_eq!(app.game.move_list(Default::default()), vec!["1. Che3"]);
}

#[test]
fn browsing_steps_moves_inside_a_series_and_marks_them_in_the_list() {
    let mut app = flickering(None);
    app.run_command("e4, d4");
    app.run_command("e5, Nc6");
    app.run_command("Nf3,");
    // b: one move back, the start of the open series.
    app.handle(Action::BrowseBack);
    assert_eq!(app.mode, Mode::Browse { index: 2, step: 0 });
    assert_eq!(
        app.game.list_mark(2, 0, Default::default()),
        Some(ListMark {
            line: 1,
            words: 0..3
        })
    );
    // ←: inside Black's series, after e5.
    app.handle(Action::BrowseBack);
    assert_eq!(app.mode, Mode::Browse { index: 1, step: 1 });
    let buf = draw(&app, 80, 24);
    let screen = screen_text(&buf);
    assert!(
        screen.contains("Browsing: series 1b, move 1 of 2:"),
        "{screen}"
    );
    assert_eq!(marked_text(&buf), "1b. e5,");
    // The board shows e5 played and c6 not yet.
    let snap = app.browsed().expect("a snapshot");
    let at = |c: &str| snap.cells[duochess::play::port::BoardShape::Chess.index(cell(c))];
    assert!(at("e5").is_some() && at("e7").is_none() && at("b8").is_some());
    // ↑: the start of that series; ↑ again: the start of the one before.
    app.handle(Action::BrowseSeriesBack);
    assert_eq!(app.mode, Mode::Browse { index: 1, step: 0 });
    assert_eq!(marked_text(&draw(&app, 80, 24)), "1a. e4, d4");
    app.handle(Action::BrowseSeriesBack);
    assert_eq!(app.mode, Mode::Browse { index: 0, step: 0 });
    assert_eq!(marked_text(&draw(&app, 80, 24)), "");
    // →: one move at a time through the game and back to the live board.
    let mut seen = Vec::new();
    while let Mode::Browse { index, step } = app.mode {
        seen.push((index, step));
        app.handle(Action::BrowseForward);
    }
    assert_eq!(seen, vec![(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]);
    assert_eq!(app.game.series_so_far(), vec!["Nf3"]);
    // ↓ by series from the start.
    app.handle(Action::BrowseStart);
    app.handle(Action::BrowseSeriesForward);
    assert_eq!(app.mode, Mode::Browse { index: 1, step: 0 });
    // Xiangqi: the move is marked inside its pair.
    let mut app = App::new(
        new_game(GameKind::Xiangqi, None).expect("game"),
        Settings::default(),
    );
    for m in ["h3e3", "h10g8", "b1c3"] {
        app.run_command(m);
    }
    app.handle(Action::BrowseBack);
    assert_eq!(app.mode, Mode::Browse { index: 2, step: 0 });
    assert_eq!(marked_text(&draw(&app, 80, 24)), "Hg8");
}

#[test]
fn stepping_a_rescue_in_the_analysis_keeps_the_check_marker_on_an_attacked_king() {
    let mut e = SetupEditor::open(
        GameKind::Flickering,
        Some("R6k/6p1/8/8/8/3B4/8/K7 b - - 0 1"),
        Settings::default(),
    )
    .expect("editor");
    e.handle(SetupAction::Analyse);
    let line = e
        .analysis()
        .and_then(|a| a.line.clone())
        .expect("a rescue series");
    assert_eq!(e.picture().checked, vec![cell("h8")]);
    // Replay the series on a board of our own and ask the rules core whether the
    // black king is attacked after each move; the marker follows.
    let start = duochess::chess::Position::from_fen("R6k/6p1/8/8/8/3B4/8/K7 b - - 0 1").unwrap();
    let mut series = duochess::flicker::Series::new(start);
    let mut still_attacked = 0;
    for i in 0..line.len() {
        e.handle(SetupAction::StepForward);
        let (from, to) = line.moves[i];
        let mv = series
            .legal_moves()
            .into_iter()
            .find(|m| m.from.to_string() == from.to_string() && m.to.to_string() == to.to_string())
            .expect("the line replays");
        series.play(&mv).unwrap();
        let attacked = !series.state().king_safe();
        let king = series.state().our_king().to_string();
        let marked: Vec<String> = e.picture().checked.iter().map(|c| c.to_string()).collect();
        if attacked {
            still_attacked += 1;
            assert_eq!(marked, vec![king], "after move {}", i + 1);
        } else {
            assert!(marked.is_empty(), "after move {}: {marked:?}", i + 1);
        }
    }
    assert!(
        still_attacked > 0,
        "the king stays attacked after the first move"
    );
}

#[test]
fn against_the_computer_redo_brings_back_the_players_turn_and_the_reply() {
    use duochess::flicker::engine::Level;
    use duochess::play::opponent::{Opponent, OpponentKind};
    let mut app = flickering(None).with_opponent(Opponent::new(
        Side::Black,
        OpponentKind::Computer {
            level: Level::new(1).expect("level"),
        },
    ));
    app.handle(Action::OpenCommand);
    for c in "e4".chars() {
        app.handle(Action::CommandChar(c));
    }
    app.handle(Action::CommandSubmit);
    app.collect_job();
    assert_eq!(app.game.history_len(), 2, "{:?}", app.message);
    let record = app.game.move_list(Default::default());
    app.handle(Action::Undo);
    assert_eq!(app.game.history_len(), 0);
    app.handle(Action::Redo);
    assert!(app.job.is_none(), "the computer does not think again");
    assert_eq!(app.game.move_list(Default::default()), record);
    assert_eq!(app.game.turn(), Side::White);
    assert_eq!(
        message(&app),
        ("Redid your turn and the reply.".to_string(), false)
    );
}

/// The check header in English.
fn check_text(kind: GameKind, note: duochess::play::port::CheckNote) -> String {
    use duochess::words::Say;
    duochess::words::game::GameText::Check { kind, note }.say(duochess::i18n::Lang::En)
}
