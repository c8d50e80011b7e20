//! The position editor and its analysis view: keys build positions, the rules core
//! judges them, the checker's reports are shown and stepped through, and games start
//! from edited positions. Snapshots of the editor and the analysis for both games.

use crate::common;
use duochess::words::Say;

use common::{assert_no_hidden_cells, cell, screen_text};
use duochess::config::PieceStyle;
use duochess::core::Side;
use duochess::i18n::Lang;
use duochess::play::adapters::setup::{self as rules, Placement, SetupError};
use duochess::play::analysis::Verdict;
use duochess::play::new_game;
use duochess::play::port::{PieceKind, PieceView};
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::editor::{SetupAction, SetupEditor, SetupMode, SetupOutcome};
use duochess::tui::root::Tui;
use duochess::words::editor as words;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::Terminal;
use std::time::Duration;

fn render(editor: &SetupEditor, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(editor, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_text(t.backend().buffer())
}

/// Snapshot with the checker's times set to zero (they vary from run to run).
fn snap(name: &str, editor: &mut SetupEditor, w: u16, h: u16) {
    if let SetupMode::Analysis(a) = &mut editor.mode {
        a.cost.elapsed = Duration::ZERO;
        if let Some(m) = &mut a.mate {
            m.cost.elapsed = Duration::ZERO;
        }
    }
    insta::assert_snapshot!(format!("{name}_{w}x{h}"), render(editor, w, h));
}

fn key(c: KeyCode) -> Event {
    Event::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

fn keys(tui: &mut Tui, text: &[KeyCode]) {
    let size = Rect::new(0, 0, 80, 24);
    for &k in text {
        tui.handle_event(&key(k), size);
    }
}

fn setup_tui(kind: GameKind, fen: Option<&str>) -> Tui {
    let editor = SetupEditor::open(kind, fen, Settings::default()).expect("editor");
    Tui::in_setup(
        editor,
        Box::new(|kind| Err(SetupError::Unavailable(kind))),
        Settings::default(),
    )
}

fn editor_of(tui: &Tui) -> &SetupEditor {
    tui.top().expect("the editor")
}

/// The editor with its help over it.
fn snap_help(name: &str, editor: &SetupEditor, w: u16, h: u16) {
    let help = duochess::tui::editor::view::help_screen(editor);
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t
        .draw(|f| f.render_widget(common::stack::Stacked(vec![editor, &help]), f.area()))
        .expect("draw");
    assert_no_hidden_cells(frame.buffer);
    insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen_text(t.backend().buffer()));
}

fn editor(kind: GameKind, fen: &str) -> SetupEditor {
    SetupEditor::open(kind, Some(fen), Settings::default()).expect("editor")
}

use KeyCode::{Char as C, Down, Enter, Left, Right, Up};

/// From a cleared board with the cursor on e2, the keys that build
/// `1r5k/8/8/8/8/8/R7/K6r w`: White's king on a1 is checked by the rook on h1 and
/// needs two moves to escape (the rook on a2 leaves, the king steps to a2).
fn two_move_rescue_keys() -> Vec<KeyCode> {
    let mut v = vec![
        C('X'),
        C('y'),
        Left,
        Left,
        Left,
        Left,
        Down,
        C('K'),
        Up,
        C('R'),
    ];
    v.extend([Right, Up, Up, Up, Up, Up, Up, C('r')]);
    v.extend([Right; 6]);
    v.push(C('k'));
    v.extend([Down; 7]);
    v.push(C('r'));
    v
}

#[test]
fn keys_build_a_position_that_the_rules_core_accepts() {
    let mut tui = setup_tui(GameKind::Flickering, None);
    keys(&mut tui, &two_move_rescue_keys());
    let e = editor_of(&tui);
    assert_eq!(
        rules::fen_of(&e.placement),
        "1r5k/8/8/8/8/8/R7/K6r w - - 0 1"
    );
    assert_eq!(e.status, Ok("1r5k/8/8/8/8/8/R7/K6r w - - 0 1".to_string()));
}

#[test]
fn unplayable_positions_are_named_kept_and_cannot_be_started() {
    let mut tui = setup_tui(GameKind::Flickering, None);
    // Clear the board and put only a white king: Black has no king. Enter and `v`
    // are not offered then (the bar and the help show only keys that act): they
    // do nothing, and `:play` says why.
    keys(&mut tui, &[C('X'), C('y'), C('K'), Enter, C('v')]);
    let e = editor_of(&tui);
    assert!(e.message.is_none() && e.analysis().is_none());
    assert!(!e.key_hints().iter().any(|(k, _)| *k == "⏎" || *k == "v"));
    keys(&mut tui, &[C(':'), C('p'), C('l'), C('a'), C('y'), Enter]);
    let e = editor_of(&tui);
    let message = e.message.as_ref().expect("a refusal");
    assert!(message.error);
    assert_eq!(
        message.text,
        "Not playable: black has 0 kings; a position needs exactly one king per side"
    );
    assert_eq!(
        e.placement.piece_at(cell("e2")),
        Some(PieceView::new(Side::White, PieceKind::King))
    );
    // Analysis is refused too, with the same reason.
    keys(&mut tui, &[C(':'), C('a'), Enter]);
    let e = editor_of(&tui);
    assert!(e.analysis().is_none());
    assert!(e
        .message
        .as_ref()
        .expect("refusal")
        .text
        .contains("0 kings"));
    // A pawn on the last rank, and the side not to move in check.
    let e = editor(GameKind::Flickering, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let mut p = e.placement.clone();
    p.set(
        cell("a8"),
        Some(PieceView::new(Side::White, PieceKind::Pawn)),
    );
    assert!(matches!(
        rules::check(&p),
        Err(SetupError::ChessPosition(_))
    ));
    assert_eq!(
        rules::check(&p).map_err(|e| e.to_string()),
        Err("a pawn stands on a8, on the first or last rank".into())
    );
    let mut p = e.placement.clone();
    p.set(
        cell("e7"),
        Some(PieceView::new(Side::White, PieceKind::Rook)),
    );
    assert_eq!(
        rules::check(&p).map_err(|e| e.to_string()),
        Err("the side not to move (black) is in check".into())
    );
    // Xiangqi: a general outside its palace; facing generals.
    let mut x = Placement::start(GameKind::Xiangqi);
    x.set(cell("e1"), None);
    x.set(
        cell("a1"),
        Some(PieceView::new(Side::White, PieceKind::General)),
    );
    let err = rules::check(&x).unwrap_err();
    assert!(matches!(err, SetupError::XiangqiPosition(_)), "{err:?}");
    assert!(err.to_string().contains("outside its palace"));
    let e = editor(GameKind::Xiangqi, "4k4/9/9/9/9/9/9/9/4A4/4K4 w");
    let mut x = e.placement.clone();
    x.set(cell("e2"), None);
    assert!(rules::check(&x)
        .unwrap_err()
        .to_string()
        .contains("face each other"));
}

#[test]
fn any_well_formed_fen_opens_with_every_problem_named() {
    // Kings side by side: the side not to move is in check.
    let e = editor(GameKind::Flickering, "3k4/3K4/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        e.status.clone().map_err(|e| e.to_string()),
        Err("the side not to move (black) is in check".into())
    );
    // Several problems at once, each named; the FEN is shown as it was read.
    let fen = "4k3/8/8/8/8/8/8/P3K2R w Q e3 0 1";
    let mut e = editor(GameKind::Flickering, fen);
    assert_eq!(
        e.status.clone().map_err(|e| e.to_string()),
        Err("a pawn stands on a1, on the first or last rank; \
             castling white queen side needs the white king on e1 and a rook on a1; \
             en passant on e3: not on rank 6 (white to move)"
            .into())
    );
    e.run_command("fen");
    assert_eq!(
        e.message.as_ref().map(|m| m.text.as_str()),
        Some(&*format!("FEN: {fen}"))
    );
    let mut x = editor(GameKind::Xiangqi, "4k4/9/9/9/9/9/9/9/9/3K1K3 w - - 0 1");
    assert_eq!(
        x.status.clone().map_err(|e| e.to_string()),
        Err("red has 2 generals; each side has exactly one".into())
    );
    x.run_command("fen");
    assert!(x
        .message
        .as_ref()
        .is_some_and(|m| m.text.ends_with("3K1K3 w - - 0 1")));
}

/// Whatever the editor holds, `:fen` prints a FEN that the editor reads back to the
/// same placement.
#[test]
fn the_editors_fen_always_reads_back() {
    let mut e = editor(GameKind::Flickering, "8/8/8/8/8/8/8/8 w - - 0 1");
    for (i, name) in ["a1", "h8", "e4", "b7"].iter().enumerate() {
        e.cursor = cell(name);
        e.handle(SetupAction::Put(['P', 'p', 'K', 'Q'][i]));
        e.handle(SetupAction::ToggleEnPassant);
        let fen = rules::fen_of(&e.placement);
        let back = rules::placement_from_fen(GameKind::Flickering, &fen).expect(&fen);
        assert_eq!(back, e.placement, "{fen}");
    }
    e.handle(SetupAction::ToggleSide);
    let fen = rules::fen_of(&e.placement);
    assert_eq!(
        rules::placement_from_fen(GameKind::Flickering, &fen).as_ref(),
        Ok(&e.placement)
    );
    let mut x = editor(GameKind::Xiangqi, "9/9/9/9/9/9/9/9/9/9 w");
    x.cursor = cell("a1");
    x.handle(SetupAction::Put('p'));
    x.cursor = cell("e5");
    x.handle(SetupAction::Put('B'));
    let fen = rules::fen_of(&x.placement);
    assert_eq!(
        rules::placement_from_fen(GameKind::Xiangqi, &fen).as_ref(),
        Ok(&x.placement)
    );
}

#[test]
fn editing_keys_set_side_castling_en_passant_and_fen() {
    let mut tui = setup_tui(GameKind::Flickering, None);
    // Castling: h1's right off, then the side to move.
    keys(&mut tui, &[Right, Right, Right, Down, C('o'), C('s')]);
    let e = editor_of(&tui);
    assert_eq!(e.placement.castling().letters(), "Qkq");
    assert_eq!(e.placement.turn(), Side::Black);
    // A typed FEN with an en-passant square; the square is toggled off by key.
    let mut tui = setup_tui(GameKind::Flickering, None);
    let fen = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1";
    let mut typed = vec![C(':')];
    typed.extend(format!("fen {fen}").chars().map(C));
    typed.push(Enter);
    keys(&mut tui, &typed);
    assert_eq!(rules::fen_of(&editor_of(&tui).placement), fen);
    // The cursor is on e2: up to e3, toggle.
    keys(&mut tui, &[Up, C('t')]);
    assert!(editor_of(&tui).placement.en_passant().is_empty());
    // :fen shows the FEN.
    keys(&mut tui, &[C(':'), C('f'), C('e'), C('n'), Enter]);
    let e = editor_of(&tui);
    assert_eq!(
        e.message.as_ref().map(|m| m.text.as_str()),
        Some("FEN: 4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1")
    );
    // A malformed FEN is refused and the board stays.
    let mut tui2 = setup_tui(GameKind::Flickering, None);
    let mut typed = vec![C(':')];
    typed.extend("fen 8/8 w".chars().map(C));
    typed.push(Enter);
    keys(&mut tui2, &typed);
    let e = editor_of(&tui2);
    assert!(e.message.as_ref().expect("refusal").error);
    assert_eq!(e.placement, Placement::start(GameKind::Flickering));
}

#[test]
fn analysis_steps_through_the_rescue_series_and_play_starts_from_here() {
    let mut tui = setup_tui(GameKind::Flickering, None);
    keys(&mut tui, &two_move_rescue_keys());
    keys(&mut tui, &[C('v')]);
    let a = editor_of(&tui).analysis().expect("analysis").clone();
    assert_eq!(a.verdict, Verdict::Escape { moves: 2 });
    assert_eq!(a.verdict.say(Lang::En), "Escape");
    let line = a.line.as_ref().expect("a rescue");
    assert_eq!(line.len(), 2);
    assert_eq!(line.san[1], "Ka2");
    // Step forward twice: the king stands on a2 and the move is highlighted.
    keys(&mut tui, &[Right, Right, Right]);
    let e = editor_of(&tui);
    let picture = e.picture();
    assert_eq!(picture.last_moves, vec![(cell("a1"), cell("a2"))]);
    let shape = e.placement.shape();
    assert_eq!(
        picture.cells[shape.index(cell("a2"))],
        Some(PieceView::new(Side::White, PieceKind::King))
    );
    keys(&mut tui, &[Left]);
    let picture = editor_of(&tui).picture();
    assert_eq!(picture.last_moves.len(), 1);
    assert_ne!(picture.last_moves[0].1, cell("a2"));
    // The position itself is untouched by stepping; Enter plays from it.
    keys(&mut tui, &[Enter]);
    let app = common::stack::game(&tui);
    assert_eq!(app.game.fen(), "1r5k/8/8/8/8/8/R7/K6r w - - 0 1");
    assert_eq!(app.game.turn(), Side::White);
}

#[test]
fn xiangqi_analysis_names_the_verdict_checkers_and_moves() {
    let mut e = editor(GameKind::Xiangqi, "3k5/9/9/9/9/9/9/9/9/3RK4 b");
    e.handle(SetupAction::Analyse);
    let a = e.analysis().expect("analysis");
    assert_eq!(a.verdict, Verdict::Checkmate);
    assert_eq!(
        words::EditorText::Checking(&a.checkers).say(Lang::En),
        "Checking: chariot on d1"
    );
    assert_eq!(a.moves.as_ref().expect("moves").moves.len(), 0);
    assert_eq!(a.checked, vec![cell("d10")]);
    let mut e = editor(GameKind::Xiangqi, duochess::xiangqi::START_FEN);
    e.handle(SetupAction::Analyse);
    let a = e.analysis().expect("analysis");
    assert_eq!(a.verdict, Verdict::Ongoing { in_check: false });
    let listing = a.moves.as_ref().expect("moves");
    assert_eq!(listing.moves.len(), 44);
    assert!(listing.moves.contains(&"Che3".to_string()));
}

#[test]
fn mate_search_finds_a_mating_series_and_shows_its_limits() {
    let mut e = editor(
        GameKind::Flickering,
        "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1",
    );
    e.handle(SetupAction::MateSearch);
    // The search waits for the next frame, which says what is going on.
    let waiting = e.message.as_ref().expect("a word while searching");
    assert!(
        waiting.text.starts_with("Searching for a mate"),
        "{}",
        waiting.text
    );
    assert!(e.analysis().expect("analysis").mate.is_none());
    assert!(e.collect_job());
    assert!(!e.collect_job(), "the search runs once");
    let a = e.analysis().expect("analysis");
    let m = a.mate.as_ref().expect("searched");
    assert_eq!(
        m.headline.say(Lang::En),
        "Black mates in one series of 1 move"
    );
    // The time limit for the player; no state counts (those are for check --json).
    let facts: Vec<String> = m.facts.iter().map(|f| f.say(Lang::En)).collect();
    assert_eq!(facts, vec!["Time limit: 3.0 s".to_string()]);
    let line = m.line.as_ref().expect("the mating series");
    assert_eq!(line.san, vec!["Be5#"]);
    // No mate: bare kings.
    let mut e = editor(GameKind::Flickering, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    e.handle(SetupAction::MateSearch);
    e.collect_job();
    let m = e
        .analysis()
        .and_then(|a| a.mate.as_ref())
        .expect("searched");
    assert!(m.line.is_none());
    assert_eq!(m.headline.say(Lang::En), "White has no mating series");
}

#[test]
fn practice_aids_hint_and_attacks_come_from_the_rules() {
    // Flickering: the solver's rescue series.
    let g = new_game(
        GameKind::Flickering,
        Some("1r5k/8/8/8/8/8/R7/K6r w - - 0 1"),
    )
    .expect("game");
    let hint = g.hint().expect("in check");
    assert_eq!(hint.moves.len(), 2);
    assert_eq!(hint.moves[1], "Ka2");
    let attacked = g.opponent_attacks();
    for sq in ["b1", "g1", "b2", "b7", "g8"] {
        assert!(attacked.contains(&cell(sq)), "{sq}");
    }
    assert!(!attacked.contains(&cell("a2")));
    // Not in check: refused with a reason.
    let start = new_game(GameKind::Flickering, None).expect("game");
    assert!(start.hint().is_err());
    // Xiangqi: every legal reply.
    let g = new_game(GameKind::Xiangqi, Some("3k5/9/9/9/9/9/9/9/4A4/3RK4 b")).expect("game");
    let hint = g.hint().expect("in check");
    assert_eq!(hint.moves, vec!["Ke10"]);
    let attacked = g.opponent_attacks();
    // The chariot's file, the general's step, the advisor's points; not the
    // general's own point, nor a point only a cannon could move to.
    for p in ["d9", "d2", "f1", "f3", "d3"] {
        assert!(attacked.contains(&cell(p)), "{p}");
    }
    assert!(!attacked.contains(&cell("e1")));
    assert!(!attacked.contains(&cell("e3")));
}

#[test]
fn switching_game_and_clearing_keep_the_editor_usable() {
    let mut tui = setup_tui(GameKind::Flickering, None);
    keys(&mut tui, &[C('g')]);
    let e = editor_of(&tui);
    assert_eq!(e.placement.kind(), GameKind::Xiangqi);
    assert_eq!(e.status, Ok(duochess::xiangqi::START_FEN.to_string()));
    // Castling does not exist in Xiangqi: refused with a reason.
    keys(&mut tui, &[C('o')]);
    assert!(editor_of(&tui).message.as_ref().expect("refusal").error);
    // Xiangqi letters: an elephant by E.
    keys(&mut tui, &[C('X'), C('y'), C('E')]);
    assert_eq!(
        editor_of(&tui).placement.piece_at(cell("e2")),
        Some(PieceView::new(Side::White, PieceKind::Elephant))
    );
}

#[test]
fn snapshots_of_the_flickering_editor_and_analysis() {
    let mut tui = setup_tui(GameKind::Flickering, None);
    keys(&mut tui, &two_move_rescue_keys());
    let e = tui.top_mut::<SetupEditor>().expect("editor");
    snap("setup_flickering_built", e, 80, 24);
    e.run_command("fen");
    snap("setup_flickering_fen", e, 120, 40);
    e.handle(SetupAction::Analyse);
    e.handle(SetupAction::StepForward);
    snap("analysis_flickering_rescue_step1", e, 80, 24);
    e.handle(SetupAction::StepForward);
    snap("analysis_flickering_rescue_step2", e, 200, 60);
    e.handle(SetupAction::Cancel);
    assert!(matches!(e.handle(SetupAction::Help), SetupOutcome::Help));
    snap_help("setup_flickering_help", e, 80, 24);
    assert_eq!(
        e.placement.piece_at(cell("h1")),
        Some(PieceView::new(Side::Black, PieceKind::Rook))
    );
    let mut m = editor(
        GameKind::Flickering,
        "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1",
    );
    m.settings.style = PieceStyle::Letters;
    m.handle(SetupAction::MateSearch);
    m.collect_job();
    snap("analysis_flickering_mate_search", &mut m, 80, 24);
}

#[test]
fn snapshots_of_the_xiangqi_editor_and_analysis() {
    let mut e = editor(GameKind::Xiangqi, "3k5/9/9/9/9/9/9/9/9/3RK4 b");
    // A second red general, on a1: outside the palace, refused by name.
    e.cursor = cell("a1");
    e.handle(SetupAction::Put('K'));
    snap("setup_xiangqi_unplayable", &mut e, 80, 24);
    e.handle(SetupAction::Remove);
    snap_help("setup_xiangqi_help", &e, 80, 24);
    e.handle(SetupAction::Analyse);
    snap("analysis_xiangqi_checkmate", &mut e, 80, 24);
    snap("analysis_xiangqi_checkmate", &mut e, 120, 40);
}

#[test]
fn snapshot_of_the_practice_aids_in_a_xiangqi_game() {
    use duochess::tui::keys::Action;
    use duochess::tui::App;
    let game = new_game(GameKind::Xiangqi, Some("3k5/9/9/9/9/9/9/9/4A4/3RK4 b")).expect("game");
    let mut app = App::new(game, Settings::default());
    app.handle(Action::Hint);
    app.handle(Action::ToggleAttacks);
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("test backend");
    let frame = t.draw(|f| f.render_widget(&app, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    let text = screen_text(t.backend().buffer());
    assert!(
        text.contains("The only legal reply to the check:"),
        "{text}"
    );
    insta::assert_snapshot!("practice_xiangqi_hint_attacks_80x24", text);
    // A move clears the hint; the overlay stays until toggled.
    app.run_command("Ke10");
    assert!(app.practice.hint.is_none());
    assert!(app.practice.show_attacks);
}

/// `u` takes back the last edit and `U` or Ctrl-R puts it back, in both editors; a
/// new edit ends what could be redone; the keys are offered only when they act.
#[test]
fn undo_and_redo_take_back_and_put_back_edits_in_both_editors() {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let mut tui = setup_tui(kind, None);
        let start = editor_of(&tui).placement.clone();
        // The key bar (the last line; the panel lists both keys always).
        let bar = |tui: &Tui| {
            let text = render(editor_of(tui), 120, 40);
            text.lines().last().unwrap_or_default().to_string()
        };
        assert!(!bar(&tui).contains("u undo"), "{kind:?}");
        // Put a rook (chariot) on the cursor's cell, then turn the side to move.
        keys(&mut tui, &[C('R'), C('s')]);
        let edited = editor_of(&tui).placement.clone();
        assert!(bar(&tui).contains("u undo") && !bar(&tui).contains("U redo"));
        keys(&mut tui, &[C('u'), C('u')]);
        assert_eq!(editor_of(&tui).placement, start, "{kind:?}");
        assert!(!editor_of(&tui).changed());
        assert!(bar(&tui).contains("U redo") && !bar(&tui).contains("u undo"));
        // Past the first edit nothing happens.
        keys(&mut tui, &[C('u')]);
        assert_eq!(editor_of(&tui).placement, start);
        keys(&mut tui, &[C('U')]);
        let ctrl_r = Event::Key(KeyEvent::new(C('r'), KeyModifiers::CONTROL));
        tui.handle_event(&ctrl_r, Rect::new(0, 0, 80, 24));
        assert_eq!(editor_of(&tui).placement, edited, "{kind:?}");
        // Undo, then a new edit: nothing is left to redo.
        keys(&mut tui, &[C('u'), Right, C('R'), C('U')]);
        assert_ne!(editor_of(&tui).placement, edited);
        assert!(!bar(&tui).contains("U redo"));
    }
}

/// `X` asks before it clears the board; no keeps every piece, yes clears, and
/// `u` puts them back. An empty board is cleared without a question.
#[test]
fn clearing_the_board_asks_first_and_can_be_undone() {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let mut tui = setup_tui(kind, None);
        let start = editor_of(&tui).placement.clone();
        keys(&mut tui, &[C('X')]);
        let ask = tui.top::<duochess::tui::ask::Ask>().expect("a question");
        assert!(ask.text.contains("Clear the board?"), "{}", ask.text);
        keys(&mut tui, &[C('n')]);
        assert_eq!(editor_of(&tui).placement, start, "{kind:?}");
        keys(&mut tui, &[C('X'), C('y')]);
        assert_eq!(editor_of(&tui).placement, Placement::empty(kind));
        keys(&mut tui, &[C('X')]);
        assert!(tui.top::<duochess::tui::ask::Ask>().is_none());
        keys(&mut tui, &[C('u')]);
        assert_eq!(editor_of(&tui).placement, start, "{kind:?}");
    }
}

/// The editor of `kind` from its start position, in `lang`.
fn editor_in(lang: duochess::i18n::Lang, kind: GameKind) -> SetupEditor {
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    SetupEditor::open(kind, None, settings).expect("editor")
}

/// After an edit, the editor's key bar at 80 columns offers to take it back (and the
/// help), in both games and both languages: the bar is ordered by importance, and
/// leaves out the less important keys (`:`, Ctrl-C, which the help lists) first.
#[test]
fn the_editor_bar_at_80_columns_offers_undo_after_an_edit() {
    for lang in duochess::i18n::Lang::ALL {
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            let mut e = editor_in(lang, kind);
            e.handle(SetupAction::Put('R'));
            let text = render(&e, 80, 24);
            let bar = text.lines().last().expect("a key bar");
            let undo = duochess::i18n::tr(lang, "key-editor-undo");
            let help = duochess::i18n::tr(lang, "key-editor-help");
            assert!(
                bar.contains(&format!("u {undo}")),
                "{lang:?} {kind:?}: {bar}"
            );
            assert!(
                bar.trim_end().ends_with(&format!("? {help}")),
                "{lang:?} {kind:?}: {bar}"
            );
        }
    }
}

/// The side panel lists `u` and `U` with the other editing keys, in the key
/// table's words (as the bar writes them when they act), in both games and both
/// languages, at 80×24, whether or not there is anything to take back yet.
#[test]
fn the_editor_panel_lists_undo_and_redo_from_the_key_table() {
    for lang in duochess::i18n::Lang::ALL {
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            let e = editor_in(lang, kind);
            let undo = duochess::i18n::tr(lang, "key-editor-undo");
            let redo = duochess::i18n::tr(lang, "key-editor-redo");
            let line = format!("u {undo} · U {redo}");
            let text = render(&e, 80, 24);
            let at = text.lines().position(|l| l.contains(&line));
            let remove = text.lines().position(|l| l.contains("x "));
            assert!(
                at.is_some() && at > remove,
                "{lang:?} {kind:?}: {line}\n{text}"
            );
        }
    }
}
