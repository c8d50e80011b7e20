//! Playing both games in Ukrainian with the real sessions: refusals of every layer
//! (the rules core's, the session's, the notation's, the screen's own), check, mate,
//! stalemate, a Xiangqi perpetual-check loss, a draw offer, a hint, undo and redo,
//! browsing, promotion and a game against the computer — every message and the
//! panel in Ukrainian, with no English word left; snapshots at 80×24 of a Xiangqi
//! refusal and a Xiangqi result.

use crate::common;

use common::{assert_no_hidden_cells, cell, screen_lines};
use duochess::core::Side;
use duochess::flicker::engine::Level;
use duochess::i18n::Lang;
use duochess::play::new_game;
use duochess::play::opponent::{Opponent, OpponentKind};
use duochess::play::port::NotationStyle;
use duochess::play::setup::Players;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::session::{EndReason, GameResult};
use duochess::tui::keys::Action;
use duochess::tui::App;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::Terminal;

fn draw(app: &App, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    let frame = t.draw(|f| f.render_widget(app, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    t.backend().buffer().clone()
}

fn screen(app: &App) -> String {
    screen_lines(&draw(app, 80, 24)).join("\n")
}

/// As `--lang uk` starts a game: Ukrainian words and the seed's notation.
fn uk(choice: GameKind, fen: Option<&str>) -> App {
    App::new(
        new_game(choice, fen).expect("game"),
        Settings {
            lang: Lang::Uk,
            notation: NotationStyle::default_for(true),
            ..Settings::default()
        },
    )
}

fn message(app: &App) -> (String, bool) {
    let m = app.message.clone().expect("a message");
    (m.text, m.error)
}

/// Words of three or more Latin letters that are not notation (`WXF`, `FEN`, keys).
fn english_words(text: &str) -> Vec<String> {
    const ALLOWED: &[&str] = &[
        "WXF", "FEN", "UCI", "Esc", "Tab", "PgUp", "PgDn", "Home", "End",
    ];
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !ALLOWED.contains(w))
        .map(str::to_string)
        .collect()
}

/// The message is an error or not as said, in Ukrainian, and says `words`.
#[track_caller]
fn says(app: &App, error: bool, words: &str) {
    let (text, is_error) = message(app);
    assert_eq!(is_error, error, "{text}");
    assert!(text.contains(words), "«{words}» not in: {text}");
    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
}

/// The whole 80×24 screen has no English word (the key bar and panel included).
#[track_caller]
fn screen_in_ukrainian(app: &App) -> String {
    let s = screen(app);
    assert_eq!(english_words(&s), Vec::<String>::new(), "{s}");
    s
}

#[test]
fn flickering_refusals_of_every_layer_are_in_ukrainian() {
    // The seed's example: the king is never captured (the rules core's refusal,
    // inside a typed series).
    let mut app = uk(
        GameKind::Flickering,
        Some("1k6/8/8/8/8/8/1B6/1R5K w - - 0 1"),
    );
    app.run_command("Сc3, Л:b8");
    says(&app, true, "Хід 2 (Л:b8): цей хід побив би короля на b8");
    says(&app, true, "нічого не зіграно");
    screen_in_ukrainian(&app);
    // Text that is no move, a word that is no command, and a look-alike letter.
    app.run_command("z9z");
    says(&app, true, "це не хід ні в алгебраїчній нотації");
    app.run_command("zz");
    says(&app, true, "Команди zz тут немає");
    app.run_command("Кf9");
    says(&app, true, "Кf9");
    // A piece of the other side, and an empty square.
    app.cursor = cell("b8");
    app.handle(Action::Pick);
    says(&app, true, "не ваша фігура, а чорних; зараз хід білих");
    app.cursor = cell("e4");
    app.handle(Action::Pick);
    says(
        &app,
        true,
        "На e4 немає фігури: виберіть одну з фігур білих",
    );
    // Nothing to take back or redo; without a check the hint is the computer's series.
    app.handle(Action::Undo);
    says(&app, true, "Нема чого скасовувати");
    app.handle(Action::Redo);
    says(&app, true, "Нема чого повертати");
    app.handle(Action::Hint);
    says(&app, false, "Підказка: ");
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Комп'ютер зіграв би:"), "{s}");
}

#[test]
fn a_series_that_cannot_end_says_why_in_ukrainian() {
    // White's king on e1 in check from the rook on e8.
    let fen = "4r2k/8/8/8/8/8/P7/4K3 w - - 0 1";
    let mut app = uk(GameKind::Flickering, Some(fen));
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Шах білим"), "{s}");
    app.run_command("a3");
    says(
        &app,
        true,
        "Серію a3 не можна завершити: ваш король під ударом: тура на e8; нічого не зіграно",
    );
    app.run_command("a3,");
    says(&app, false, "Ця серія: a3");
    app.handle(Action::EndSeries);
    app.collect_job();
    says(
        &app,
        true,
        "Серію не можна завершити: ваш король під ударом: тура на e8",
    );
    // The king that moved cannot move again in the series.
    app.run_command("Крd2,");
    app.cursor = cell("d2");
    app.handle(Action::Pick);
    says(&app, false, "Король на d2 уже ходив у цій серії");
    screen_in_ukrainian(&app);
}

#[test]
fn castling_refusals_give_their_reason_in_ukrainian() {
    let castle = |app: &mut App| {
        for c in ["e1", "g1"] {
            app.cursor = cell(c);
            app.handle(Action::Pick);
        }
    };
    let mut app = uk(
        GameKind::Flickering,
        Some("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1"),
    );
    castle(&mut app);
    says(&app, true, "Коротка рокіровка неможлива: поле f1 зайняте");
    let mut app = uk(
        GameKind::Flickering,
        Some("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1"),
    );
    castle(&mut app);
    says(
        &app,
        true,
        "Коротка рокіровка неможлива: король або ця тура вже ходили",
    );
    let mut app = uk(
        GameKind::Flickering,
        Some("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"),
    );
    castle(&mut app);
    says(
        &app,
        true,
        "Коротка рокіровка неможлива: поле f1 під ударом: його атакує тура з f2",
    );
    // Typed castling that is not possible now.
    app.run_command("0-0");
    says(&app, true, "рокіровка зараз неможлива");
}

#[test]
fn flickering_mate_stalemate_and_the_game_over_refusal_in_ukrainian() {
    let mut app = uk(GameKind::Flickering, Some("k7/8/1K6/8/8/8/8/7R w - - 0 1"));
    app.run_command("Тh8");
    app.collect_job();
    says(&app, false, "Гру закінчено: перемогли білі — мат.");
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Результат: перемогли білі — мат"), "{s}");
    app.cursor = cell("h8");
    app.handle(Action::Pick);
    says(&app, true, "Гру закінчено (мат); ходів більше немає");

    let mut app = uk(GameKind::Flickering, Some("k7/8/1K6/8/8/8/2Q5/8 w - - 0 1"));
    app.run_command("Фc7");
    app.collect_job();
    says(&app, false, "Гру закінчено: нічия — пат.");
    screen_in_ukrainian(&app);
}

#[test]
fn draw_offer_undo_redo_hint_and_browsing_in_ukrainian() {
    let mut app = uk(GameKind::Flickering, None);
    app.run_command("e4, Кf3");
    app.run_command("e5, Кc6");
    // Undo a whole series, redo it.
    app.handle(Action::Undo);
    says(&app, false, "Скасовано всю серію (Чорні");
    app.handle(Action::Redo);
    says(&app, false, "Серію повернуто (Чорні).");
    // Inside a series: a move back and forth.
    app.run_command("d4,");
    app.handle(Action::Undo);
    says(&app, false, "Останній хід скасовано");
    app.handle(Action::Redo);
    says(&app, false, "Хід повернуто; ця серія: d4");
    app.handle(Action::Undo);
    // Browsing: the caption of a series start and of a move inside one.
    app.handle(Action::BrowseBack);
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Перегляд: серія 1б, хід 1 з 2: e5"), "{s}");
    app.handle(Action::BrowseBack);
    let s = screen_in_ukrainian(&app);
    // In the seed's notation, as the move list writes it.
    assert!(s.contains("Перегляд: після 1а. e4, Кf3"), "{s}");
    app.handle(Action::BrowseStart);
    assert!(screen_in_ukrainian(&app).contains("початкова позиція"));
    app.handle(Action::BrowseEnd);
    // Theme and FEN.
    app.handle(Action::CycleTheme);
    says(
        &app,
        false,
        "Кольори дошки: високий контраст (T — наступні)",
    );
    app.handle(Action::ShowFen);
    assert!(
        message(&app).0.starts_with("FEN: r1bqkbnr/"),
        "{:?}",
        app.message
    );
    // A draw offered, the question, the answer.
    app.handle(Action::OfferDraw);
    let s = app.question_text(app.asked().expect("asked"));
    assert!(
        s.contains("Білі пропонують нічию. Чорні, погоджуєтеся?"),
        "{s}"
    );
    app.answer(false);
    says(&app, false, "Нічию відхилено");
    app.handle(Action::OfferDraw);
    says(&app, true, "Білі вже пропонували нічию в цій грі");

    // A hint in check, and the rescue series.
    let mut app = uk(
        GameKind::Flickering,
        Some("4r2k/8/8/8/8/8/P7/4K3 w - - 0 1"),
    );
    app.handle(Action::Hint);
    // The rescue in the seed's notation, as the move list writes moves.
    says(&app, false, "Підказка: Кр");
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Рятівна серія:"), "{s}");
}

#[test]
fn the_promotion_picker_is_in_ukrainian() {
    let mut app = uk(GameKind::Flickering, Some("7k/P7/8/8/8/8/8/K7 w - - 0 1"));
    app.cursor = cell("a7");
    app.handle(Action::Pick);
    app.cursor = cell("a8");
    app.handle(Action::Pick);
    says(&app, false, "Перетворити на: q — ферзя");
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Перетворити на"), "{s}");
    assert!(s.contains("ферзь") && s.contains("кінь"), "{s}");
}

#[test]
fn against_the_computer_in_ukrainian() {
    let kind = OpponentKind::Computer {
        level: Level::new(1).unwrap(),
    };
    let mut app = uk(GameKind::Flickering, None);
    // As the new-game screen names the computer's side (the record keeps it so).
    app.set_players(&Players::default().with_opponent(Side::Black, &kind));
    let mut app = app.with_opponent(Opponent::new(Side::Black, kind));
    says(&app, false, "Комп'ютер (рівень 1) грає за чорних.");
    assert!(screen_in_ukrainian(&app).contains("Комп'ютер (рівень 1) (Чорні)"));
    app.run_command("e4");
    // The computer thinks (inline here) and its series ends on the worker.
    app.collect_job();
    app.collect_job();
    assert_eq!(app.game.history_len(), 2, "{:?}", app.message);
    says(&app, false, "Комп'ютер (рівень 1) зіграв свою серію");
    screen_in_ukrainian(&app);
    app.handle(Action::Undo);
    says(
        &app,
        false,
        "Скасовано відповідь і хід білих; знову хід білих",
    );
    app.handle(Action::Redo);
    says(&app, false, "Ваш хід і відповідь повернуто.");
}

/// Xiangqi: a chariot's way blocked, from the start position.
fn xiangqi_refused() -> App {
    let mut app = uk(GameKind::Xiangqi, None);
    app.run_command("a1a5");
    app
}

#[test]
fn xiangqi_refusals_are_in_ukrainian() {
    let app = xiangqi_refused();
    says(
        &app,
        true,
        "«a1a5» — неможливий тут хід: червона колісниця з a1 не може піти на a5: шлях перекрито на a4",
    );
    let s = screen_in_ukrainian(&app);
    insta::assert_snapshot!("uk_xiangqi_refusal_80x24", s);

    let mut app = uk(GameKind::Xiangqi, None);
    for (text, words) in [
        ("Zz9", "не хід у жодній нотації"),
        ("b1d2", "ногу коня заблоковано на c1"),
        ("e1e3", "генерал ходить на один пункт по прямій"),
        (
            "c1e2",
            "червоний слон з c1 не може піти на e2: слон ходить рівно на два пункти",
        ),
        ("h3h8", "червона гармата з h3 не може бити на h8"),
        ("C2+9", "червона гармата"),
        ("Rxa5", "жодна червона колісниця не може піти на a5"),
        ("Rxa2", "на a2 нічого бити"),
    ] {
        app.run_command(text);
        assert_eq!(app.game.history_len(), 0, "{text} was played");
        says(&app, true, words);
    }
    app.handle(Action::Hint);
    says(&app, true, "не задано рушія");
    app.cursor = cell("b10");
    app.handle(Action::Pick);
    says(
        &app,
        true,
        "Кінь на b10 — не ваша фігура, а чорних; зараз хід червоних",
    );
}

/// Xiangqi: Black checks perpetually with a soldier (scenario 7 of
/// `tests/data/xiangqi-repetition.tsv`) and loses at the fourth occurrence.
fn xiangqi_perpetual_check() -> (App, Vec<&'static str>) {
    let row = include_str!("../data/xiangqi-repetition.tsv")
        .lines()
        .find(|l| l.starts_with("3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w"))
        .expect("the scenario");
    let mut cols = row.split('\t');
    let fen = cols.next().expect("a FEN");
    let moves: Vec<&str> = cols.next().expect("moves").split_whitespace().collect();
    (uk(GameKind::Xiangqi, Some(fen)), moves)
}

#[test]
fn a_xiangqi_perpetual_check_warns_then_loses_in_ukrainian() {
    let (mut app, moves) = xiangqi_perpetual_check();
    let (last, before) = moves.split_last().expect("moves");
    let mut warned = false;
    for m in before {
        app.run_command(m);
        let (text, error) = app
            .message
            .clone()
            .map(|m| (m.text, m.error))
            .unwrap_or_default();
        assert!(!error, "{m}: {text}");
        if text.starts_with("Ця позиція повторилася втретє") {
            warned = true;
            assert!(text.contains("чорні мусять змінити ходи"), "{text}");
            assert!(text.contains("вічний шах з боку чорних"), "{text}");
            assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
        }
    }
    assert!(warned, "no warning at the third occurrence");
    app.run_command(last);
    assert_eq!(
        app.game.result(),
        GameResult::Win {
            winner: Side::White,
            reason: EndReason::PerpetualCheck(Side::Black),
        }
    );
    says(
        &app,
        false,
        "Гру закінчено: перемогли червоні — вічний шах з боку чорних.",
    );
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Результат: перемогли червоні — вічний"), "{s}");
    insta::assert_snapshot!("uk_xiangqi_perpetual_check_80x24", s);
    // Browsing the finished game: the caption of a move.
    app.handle(Action::BrowseBack);
    assert!(screen_in_ukrainian(&app).contains("після ходу 11"));
}

#[test]
fn a_xiangqi_hint_in_check_counts_its_replies_in_ukrainian() {
    // Red to move, in check (tests/data/xiangqi-status.tsv: 7 legal moves).
    let mut app = uk(
        GameKind::Xiangqi,
        Some("1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1"),
    );
    app.handle(Action::Hint);
    says(&app, false, "Підказка: ");
    let s = screen_in_ukrainian(&app);
    assert!(s.contains("Усі 7 можливих відповідей на шах:"), "{s}");
}

#[test]
fn a_xiangqi_hint_without_an_engine_says_so_in_ukrainian() {
    let mut app = uk(GameKind::Xiangqi, None);
    app.handle(Action::Hint);
    app.collect_job();
    says(
        &app,
        true,
        "Підказки немає: для цієї гри не задано рушія (його вибирають для нової гри), а червоні не мають мату за 3 ходи",
    );
}

/// Type a `:` line into the screen, as a player would (the opponent's turn starts
/// after the key, as in the terminal).
fn type_line(app: &mut App, line: &str) {
    app.handle(Action::OpenCommand);
    for c in line.chars() {
        app.handle(Action::CommandChar(c));
    }
    app.handle(Action::CommandSubmit);
}

/// A UCI engine (a tiny fake one) that fails: the game goes on hot-seat with the
/// reason in Ukrainian, the rules' own reason for an illegal engine move included.
#[test]
fn an_engine_failing_says_why_in_ukrainian() {
    use common::fake_engine::fake_engine;
    use std::time::Duration;
    let engine = |path| {
        Opponent::new(
            Side::Black,
            OpponentKind::Engine {
                path,
                movetime: Duration::from_millis(20),
                level: duochess::uci::EngineLevel::Full,
            },
        )
        .with_grace(Duration::from_millis(300))
    };
    for (on_go, words) in [
        ("echo 'bestmove b10d9'", "ногу коня заблоковано на c10"),
        (
            "exit 3",
            "зупинився (вийшов чи впав), поки думав над ходом (go)",
        ),
        ("echo 'bestmove zz'", "а це не хід у координатах"),
    ] {
        let (_dir, path) = fake_engine("Зламаний", on_go);
        let mut app = uk(GameKind::Xiangqi, None).with_opponent(engine(path));
        type_line(&mut app, "h3e3");
        says(
            &app,
            true,
            "Далі удвох за цією клавіатурою: рушій «Зламаний»",
        );
        says(&app, true, words);
        assert!(app.opponent.is_none());
    }
    let dir = common::scratch::Scratch::new("no-engine");
    let mut app = uk(GameKind::Xiangqi, None).with_opponent(engine(dir.join("no-such")));
    type_line(&mut app, "h3e3");
    // (The path is the player's own: only the words around it are checked.)
    let (text, error) = message(&app);
    assert!(error, "{text}");
    assert!(text.contains("не вдалося запустити рушій «"), "{text}");
    assert!(
        text.ends_with(
            "»: немає такого файлу чи теки; перевірте шлях і чи це виконуваний рушій UCI"
        ),
        "{text}"
    );
}

/// While the opponent thinks, the status line says so in Ukrainian; Esc stops it.
#[test]
fn the_thinking_status_and_stopping_the_opponent_in_ukrainian() {
    use common::fake_engine::fake_engine;
    use duochess::play::worker::Runner;
    use std::time::Duration;
    // An engine that thinks until it is asked to quit.
    let (_dir, path) = fake_engine("Повільний", ":");
    let mut app = uk(GameKind::Xiangqi, None).with_opponent(
        Opponent::new(
            Side::Black,
            OpponentKind::Engine {
                path,
                movetime: Duration::from_millis(20),
                level: duochess::uci::EngineLevel::Full,
            },
        )
        .with_grace(Duration::from_secs(20)),
    );
    app.runner = Runner::Thread;
    type_line(&mut app, "h3e3");
    assert!(app.opponent_thinking());
    let s = screen_in_ukrainian(&app);
    assert!(
        s.contains("думає…") && s.contains("(Esc — удвох, u — скасувати)"),
        "{s}"
    );
    app.handle(Action::Cancel);
    says(
        &app,
        false,
        "зупинено: далі обидві сторони за цією клавіатурою; g повертає йому його сторону.",
    );
}
