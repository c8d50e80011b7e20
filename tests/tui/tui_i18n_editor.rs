//! The position editor and its analysis in Ukrainian: snapshots at 80×24 and 120×40 of
//! both games' analyses (a rescue series stepped, a mate found, a checkmate, a mating
//! line stepped), the editor with its validation errors, and the help; every setup or
//! FEN error of the rules core rendered in both languages (English exactly as the
//! error's `Display`, Ukrainian without an English word).

use crate::common;
use duochess::words::Say;

use common::{assert_no_hidden_cells, screen_lines};
use duochess::chess::fen::EpFieldProblem;
use duochess::chess::setup::EpProblem;
use duochess::chess::{CastleSide, Square};
use duochess::config::PieceStyle;
use duochess::core::Side;
use duochess::i18n::Lang;
use duochess::play::adapters::setup::{EngineAnalysisError, SetupError};
use duochess::play::analysis::{EngineScore, Fact, Finding, LineTitle, StopWhy};
use duochess::play::port::NotationStyle;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::editor::{SetupAction, SetupEditor, SetupMode};
use duochess::tui::widgets::glyphs::width;
use duochess::xiangqi::{Piece as XPiece, PieceKind as XKind, Point};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::time::Duration;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn uk_settings() -> Settings {
    Settings {
        style: PieceStyle::Symbols,
        lang: Lang::Uk,
        // As `--lang uk` chooses: the seed's notation for Flickering series.
        notation: NotationStyle::Seed,
        ..Settings::default()
    }
}

fn editor(kind: GameKind, fen: &str) -> SetupEditor {
    SetupEditor::open(kind, Some(fen), uk_settings()).expect("a well-formed FEN")
}

/// The screen's rows, the checker's times set to zero first (they vary by run).
fn rows(editor: &mut SetupEditor, w: u16, h: u16) -> Vec<String> {
    if let SetupMode::Analysis(a) = &mut editor.mode {
        a.cost.elapsed = Duration::ZERO;
        for m in [&mut a.mate, &mut a.engine].into_iter().flatten() {
            m.cost.elapsed = Duration::ZERO;
        }
    }
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
    let frame = t
        .draw(|f| f.render_widget(&*editor, f.area()))
        .expect("draw");
    assert_no_hidden_cells(frame.buffer);
    let lines = screen_lines(t.backend().buffer());
    for l in &lines {
        assert!(width(l) <= w, "{} wide at {w}: {l}", width(l));
    }
    lines
}

fn snap(name: &str, editor: &mut SetupEditor, sizes: &[(u16, u16)]) {
    for &(w, h) in sizes {
        let lines = rows(editor, w, h);
        assert_no_english(&lines.join("\n"));
        insta::assert_snapshot!(format!("uk_editor_{name}_{w}x{h}"), lines.join("\n"));
    }
}

/// Latin words a Ukrainian screen may show: notation, FEN letters, typed commands
/// and key names, the format's and the notation's names.
const NOT_ENGLISH: &[&str] = &[
    "FEN", "WXF", "KQRBNP", "kqrbnp", "KAEHRCP", "kaehrcp", "KQkq", "Esc", "Home", "End", "Del",
    "fen", "mate", "files", "help", "clear", "start", "side", "analyse", "play", "game", "flip",
    "theme", "quit", "castle", "copy", "Che3", "h3e3", "Ctrl", "Tab", "PgUp", "PgDn",
];

/// No English word: no run of three or more Latin letters but the allowed ones (a
/// run with digits in it is a move or a square: `Rxe9`, `c6e6`).
fn assert_no_english(text: &str) {
    for word in text.split(|c: char| !c.is_ascii_alphanumeric()) {
        let letters = word.chars().filter(char::is_ascii_alphabetic).count();
        let digits = word.chars().any(|c| c.is_ascii_digit());
        assert!(
            letters < 3 || digits || NOT_ENGLISH.contains(&word),
            "English word '{word}' in:\n{text}"
        );
    }
}

/// White in check from two rooks, freed by a series of two moves (the English
/// snapshots' position).
const RESCUE: &str = "1r5k/8/8/8/8/8/R7/K6r w - - 0 1";
/// Black mates in one series of one move (Be5#).
const SERIES_MATE: &str = "1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1";
const XIANGQI_MATED: &str = "3k5/9/9/9/9/9/9/9/9/3RK4 b";
/// Red wins in one move, which stalemates Black.
const XIANGQI_WIN: &str = "3k5/4a4/3a5/9/9/9/9/9/4R4/3RK4 w";

#[test]
fn flickering_rescue_series_stepped_in_ukrainian() {
    let mut e = editor(GameKind::Flickering, RESCUE);
    e.handle(SetupAction::Analyse);
    e.handle(SetupAction::StepForward);
    let text = rows(&mut e, 80, 24).join("\n");
    assert!(text.contains("Порятунок"), "{text}");
    assert!(text.contains("Рятівна серія:"), "{text}");
    assert!(text.contains("хід 1 з 2: Тb2"), "{text}");
    snap("flickering_rescue", &mut e, &SIZES);
}

#[test]
fn flickering_mate_search_in_ukrainian() {
    let mut e = editor(GameKind::Flickering, SERIES_MATE);
    e.handle(SetupAction::MateSearch);
    // While it runs, the message says what it is and its limit, in Ukrainian.
    let waiting = e.message.as_ref().expect("a word").text.clone();
    assert_eq!(waiting, "Пошук мату однією серією (щонайбільше 3,0 с)…");
    assert!(e.collect_job());
    let text = rows(&mut e, 80, 24).join("\n");
    assert!(
        text.contains("Чорні ставлять мат однією серією з"),
        "{text}"
    );
    assert!(text.contains("Сe5#"), "the seed's notation: {text}");
    assert!(text.contains("Межа часу: 3,0 с"), "{text}");
    snap("flickering_mate", &mut e, &SIZES);
}

#[test]
fn xiangqi_checkmate_in_ukrainian() {
    let mut e = editor(GameKind::Xiangqi, XIANGQI_MATED);
    e.handle(SetupAction::Analyse);
    let text = rows(&mut e, 80, 24).join("\n");
    assert!(text.contains("Шах: колісниця на d1"), "{text}");
    assert!(text.contains("Можливі ходи (0, алгебраїчна):"), "{text}");
    snap("xiangqi_checkmate", &mut e, &SIZES);
}

#[test]
fn xiangqi_mating_line_stepped_in_ukrainian() {
    let mut e = editor(GameKind::Xiangqi, XIANGQI_WIN);
    e.handle(SetupAction::MateSearch);
    assert!(e.collect_job());
    e.handle(SetupAction::StepForward);
    let text = rows(&mut e, 80, 24).join("\n");
    assert!(text.contains("Матовий варіант:"), "{text}");
    snap("xiangqi_mating_line", &mut e, &SIZES[..1]);
}

#[test]
fn the_editor_with_its_validation_errors_in_ukrainian() {
    let mut e = editor(GameKind::Flickering, "K6K/8/8/8/8/8/8/P7 w k e6 0 1");
    let text = rows(&mut e, 80, 24).join("\n");
    assert!(text.contains("Грати не можна: у білих 2 королі"), "{text}");
    snap("flickering_unplayable", &mut e, &SIZES[..1]);
    let mut e = editor(GameKind::Xiangqi, "3k5/9/9/9/9/9/9/9/9/K2RK4 b");
    snap("xiangqi_unplayable", &mut e, &SIZES[..1]);
}

#[test]
fn the_editors_help_in_ukrainian() {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let e = SetupEditor::open(kind, None, uk_settings()).expect("editor");
        let help = duochess::tui::editor::view::help_screen(&e);
        for line in help.lines(80) {
            assert!(width(&line) <= 76, "{} wide: {line}", width(&line));
        }
        let name = match kind {
            GameKind::Flickering => "flickering_help",
            GameKind::Xiangqi => "xiangqi_help",
        };
        let (w, h) = SIZES[0];
        let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
        t.draw(|f| f.render_widget(common::stack::Stacked(vec![&e, &help]), f.area()))
            .expect("draw");
        let lines = common::screen_lines(t.backend().buffer());
        assert_no_english(&lines.join("\n"));
        insta::assert_snapshot!(format!("uk_editor_{name}_{w}x{h}"), lines.join("\n"));
    }
}

#[test]
fn the_editors_messages_are_ukrainian() {
    let mut e = editor(GameKind::Flickering, RESCUE);
    let said = |e: &SetupEditor| e.message.as_ref().expect("a message").text.clone();
    e.run_command("castle Z");
    assert_eq!(
        said(&e),
        "Команда castle пишеться так: castle KQkq|- (права рокіровки)"
    );
    e.run_command("ep z9");
    assert_eq!(
        said(&e),
        "Команда ep пишеться так: ep e3 [c3]|- (поля взяття на проході)"
    );
    e.run_command("fen 8/8 w");
    assert!(said(&e).starts_with("не вдається прочитати FEN: у FEN 2 поля"));
    e.run_command("side b");
    assert_eq!(said(&e), "Хід чорних");
    e.handle(SetupAction::Put('Z'));
    assert_no_english(&said(&e));
    e.handle(SetupAction::SwitchGame);
    assert_eq!(said(&e), "розставляємо: Сянці (початкова позиція)");
    e.handle(SetupAction::ToggleCastling);
    assert_eq!(said(&e), "у сянці немає рокіровки");
    e.handle(SetupAction::MateDepth);
    assert_eq!(said(&e), "пошук мату: щонайбільше за 4 ходи (m шукає)");
    e.handle(SetupAction::EngineAnalysis);
    assert!(said(&e).starts_with("рушій не задано"));
    e.run_command("bogus");
    assert!(said(&e).starts_with("Команди bogus тут немає"));
}

/// Every error the rules core gives for a FEN or a setup, of both games.
fn every_setup_error() -> Errors {
    use duochess::chess::{FenError as F, Problem as P};
    use duochess::xiangqi::fen::Counter;
    use duochess::xiangqi::{FenError as XF, Problem as XP};
    let sq = |s: &str| Square::parse(s).expect("a square");
    let pt = |s: &str| Point::parse(s).expect("a point");
    let chess_fen = vec![
        F::Empty,
        F::FieldCount(2),
        F::RankCount(7),
        F::RankWidth { rank: 3, files: 9 },
        F::BadPiece { rank: 1, ch: 'X' },
        F::BadSide("x".into()),
        F::BadCastling("Z".into()),
        F::BadEnPassant {
            field: "e".into(),
            reason: EpFieldProblem::Shape,
        },
        F::BadEnPassant {
            field: "z9".into(),
            reason: EpFieldProblem::NotASquare("z9".into()),
        },
        F::BadEnPassant {
            field: "e6e6".into(),
            reason: EpFieldProblem::ListedTwice(sq("e6")),
        },
        F::BadHalfmove("-1".into()),
        F::BadFullmove("0".into()),
    ];
    let chess_problems = vec![
        P::KingCount {
            side: Side::White,
            count: 2,
        },
        P::KingCount {
            side: Side::Black,
            count: 0,
        },
        P::KingCount {
            side: Side::Black,
            count: 5,
        },
        P::PawnOnBackRank(sq("a8")),
        P::OpponentInCheck(Side::Black),
        P::CastlingWithoutPieces {
            side: Side::Black,
            wing: CastleSide::King,
            king: sq("e8"),
            rook: sq("h8"),
        },
        P::CastlingWithoutPieces {
            side: Side::White,
            wing: CastleSide::Queen,
            king: sq("e1"),
            rook: sq("a1"),
        },
        P::EnPassant {
            square: sq("e5"),
            reason: EpProblem::WrongRank {
                rank: 6,
                turn: Side::White,
            },
        },
        P::EnPassant {
            square: sq("e6"),
            reason: EpProblem::NoPawn {
                them: Side::Black,
                pawn: sq("e5"),
                square: sq("e6"),
            },
        },
        P::EnPassant {
            square: sq("e3"),
            reason: EpProblem::Occupied { square: sq("e3") },
        },
        P::FullmoveZero,
    ];
    let red = |kind| XPiece::new(Side::White, kind);
    let xiangqi_fen = vec![
        XF::Empty,
        XF::RankCount(2),
        XF::RankLength { rank: 4, points: 8 },
        XF::BadChar { ch: 'z', rank: 10 },
        XF::BadSide("x".into()),
        XF::BadCounter {
            field: Counter::Halfmoves,
            text: "x".into(),
        },
        XF::BadCounter {
            field: Counter::Fullmoves,
            text: "y".into(),
        },
        XF::TrailingText("1 2".into()),
    ];
    let xiangqi_problems = vec![
        XP::NoGeneral { side: Side::Black },
        XP::ExtraGenerals {
            side: Side::White,
            count: 2,
        },
        XP::OutsidePalace {
            piece: red(XKind::General),
            point: pt("a1"),
        },
        XP::OffTheDiagonals {
            piece: XPiece::new(Side::Black, XKind::Advisor),
            point: pt("e10"),
        },
        XP::ElephantAcrossRiver {
            piece: red(XKind::Elephant),
            point: pt("c7"),
        },
        XP::ElephantOffItsPoints {
            piece: red(XKind::Elephant),
            point: pt("d2"),
        },
        XP::SoldierUnreachable {
            piece: red(XKind::Soldier),
            point: pt("a1"),
        },
        XP::FullmoveZero,
        XP::WaitingSideInCheck { side: Side::Black },
    ];
    let mut errors: Vec<SetupError> = Vec::new();
    errors.extend(chess_fen.into_iter().map(SetupError::ChessFen));
    errors.extend(xiangqi_fen.into_iter().map(SetupError::XiangqiFen));
    errors.extend([
        SetupError::NotChess,
        SetupError::NotXiangqi,
        SetupError::Unavailable(GameKind::Xiangqi),
        SetupError::MateSearchIsForFlickering,
    ]);
    Errors {
        errors,
        chess_problems,
        xiangqi_problems,
    }
}

struct Errors {
    errors: Vec<SetupError>,
    chess_problems: Vec<duochess::chess::Problem>,
    xiangqi_problems: Vec<duochess::xiangqi::Problem>,
}

/// Each error in both languages: the English words are the error's own `Display`
/// (what the CLI and the logs write), the Ukrainian ones have no English word and
/// differ from the English.
#[test]
fn every_setup_and_fen_error_renders_in_both_languages() {
    let all = every_setup_error();
    let mut pairs: Vec<(String, String, String)> = Vec::new();
    for e in &all.errors {
        pairs.push((e.to_string(), e.say(Lang::En), e.say(Lang::Uk)));
    }
    for p in &all.chess_problems {
        pairs.push((p.to_string(), p.say(Lang::En), p.say(Lang::Uk)));
    }
    for p in &all.xiangqi_problems {
        pairs.push((p.to_string(), p.say(Lang::En), p.say(Lang::Uk)));
    }
    for stalemate in [false, true] {
        let e = EngineAnalysisError::GameOver { stalemate };
        pairs.push((e.to_string(), e.say(Lang::En), e.say(Lang::Uk)));
    }
    assert!(pairs.len() > 40, "{} errors", pairs.len());
    for (display, en, uk) in pairs {
        assert_eq!(en, display);
        assert_ne!(uk, en);
        assert_no_english(&uk);
    }
}

/// A setup breaking several rules names each, in the rules core's order, joined.
#[test]
fn every_broken_rule_is_named_in_ukrainian() {
    let e = editor(GameKind::Flickering, "K6K/8/8/8/8/8/8/P7 w k e6 0 1");
    let err = e.status.as_ref().expect_err("not playable");
    assert_eq!(err.say(Lang::En), err.to_string());
    assert_eq!(
        err.say(Lang::Uk),
        "у білих 2 королі; у кожної сторони має бути рівно один король; \
         у чорних немає короля; у кожної сторони має бути рівно один король; \
         пішак стоїть на a1, на першій чи останній горизонталі; \
         коротка рокіровка чорних потребує чорного короля на e8 і тури на h8; \
         взяття на проході на e6: на e5 немає чорного пішака, який міг би щойно \
         пройти подвійним кроком через e6"
    );
}

/// What the searches and the engine find, and their facts, in Ukrainian words.
#[test]
fn every_finding_and_fact_is_ukrainian() {
    let findings = [
        Finding::SeriesMate {
            side: Side::White,
            moves: 2,
        },
        Finding::NoMatingSeries { side: Side::Black },
        Finding::SeriesGaveUp { searched_len: 5 },
        Finding::Mate {
            side: Side::White,
            moves: 1,
            stalemate: true,
        },
        Finding::NoMate {
            side: Side::Black,
            max: 5,
        },
        Finding::Stopped {
            why: StopWhy::Nodes,
            decided: 0,
        },
        Finding::Stopped {
            why: StopWhy::Time(Duration::from_secs(10)),
            decided: 2,
        },
        Finding::Stopped {
            why: StopWhy::Cancelled,
            decided: 1,
        },
        Finding::Engine {
            name: "Pikafish".into(),
            score: Some(EngineScore::Centipawns(-120)),
        },
        Finding::Engine {
            name: "Pikafish".into(),
            score: Some(EngineScore::Centipawns(0)),
        },
        Finding::Engine {
            name: "Pikafish".into(),
            score: Some(EngineScore::Mated(Side::White)),
        },
        Finding::Engine {
            name: "Pikafish".into(),
            score: Some(EngineScore::Mate {
                side: Side::Black,
                moves: 3,
            }),
        },
        Finding::Engine {
            name: "Pikafish".into(),
            score: None,
        },
    ];
    for f in &findings {
        let uk = f.say(Lang::Uk).replace("Pikafish", "");
        assert_no_english(&uk);
    }
    assert_eq!(
        (findings[6]).say(Lang::Uk),
        "Зупинено: вичерпано межу часу (10,0 с); мату за 2 ходи немає"
    );
    assert_eq!(
        (findings[8]).say(Lang::En),
        "Engine (Pikafish): -1.20 (Black better)"
    );
    assert_eq!(
        (findings[8]).say(Lang::Uk),
        "Рушій (Pikafish): -1,20 (краще чорним)"
    );
    let facts = [
        Fact::TimeLimit(Some(Duration::from_secs(3))),
        Fact::TimeLimit(None),
        Fact::Depth(12),
        Fact::BestMove("炮二平五".into()),
        Fact::LineNotFromBest,
        Fact::LineCut { shown: 8, of: 12 },
    ];
    for f in &facts {
        assert_no_english(&f.say(Lang::Uk));
    }
    for t in [
        LineTitle::RescueSeries,
        LineTitle::MatingSeries,
        LineTitle::MatingLine,
        LineTitle::EngineLine,
    ] {
        assert_no_english(&t.say(Lang::Uk));
    }
}

/// `duochess setup` and `play` tell a FEN they cannot read in the player's language
/// (and in English as before).
#[test]
fn the_commands_tell_an_unreadable_fen_in_the_players_language() {
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_duochess"))
            .args(args)
            .env("DUOCHESS_CONFIG_DIR", "/nonexistent/duochess-test")
            .output()
            .expect("duochess runs");
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let uk = run(&["--lang", "uk", "setup", "xiangqi", "--fen", "9/9 w"]);
    assert!(
        uk.contains("на дошці 2 горизонталі; у дошці сянці їх 10"),
        "{uk}"
    );
    let uk = run(&["--lang", "uk", "play", "flickering", "--fen", "8/8 w - -"]);
    assert!(uk.contains("у розстановці FEN 2 горизонталі"), "{uk}");
    assert_no_english(&uk.replace("duochess", ""));
    let en = run(&["--lang", "en", "play", "flickering", "--fen", "8/8 w - -"]);
    assert!(
        en.contains("FEN placement has 2 ranks; expected 8 separated by '/'"),
        "{en}"
    );
}

/// The engine's evaluation and line in the Xiangqi analysis, in Ukrainian.
#[test]
fn the_engine_analysis_in_ukrainian() {
    use common::fake_engine::fake_engine;
    use duochess::play::adapters::setup::EngineSetting;
    let (_dir, path) = fake_engine(
        // Its name is what it says, in any alphabet; a Latin one would read as English.
        "Пікафіш",
        "echo 'info depth 7 score cp 35 pv h3e3 h10g8'; echo 'bestmove h3e3'",
    );
    let mut e = SetupEditor::open(GameKind::Xiangqi, None, uk_settings())
        .expect("editor")
        .with_engine(Some(EngineSetting::new(path, Duration::from_millis(300))));
    e.handle(SetupAction::Analyse);
    e.handle(SetupAction::EngineAnalysis);
    assert!(
        e.message
            .as_ref()
            .is_some_and(|m| m.text == "Запит до рушія (300 мс на роздуми)…"),
        "{:?}",
        e.message
    );
    assert!(e.collect_job());
    let text = rows(&mut e, 80, 24).join("\n");
    assert!(
        text.contains("Рушій (Пікафіш): +0,35 (краще червоним)"),
        "{text}"
    );
    assert!(text.contains("Глибина 7"), "{text}");
    assert!(text.contains("Варіант рушія:"), "{text}");
    snap("xiangqi_engine", &mut e, &SIZES[..1]);
}
