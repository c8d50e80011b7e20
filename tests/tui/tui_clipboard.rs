//! The clipboard through the terminal (issue 36): `y` / `Y`, `:copy fen` and
//! `:copy record` send the FEN or the record as OSC 52 (`ESC ] 52 ; c ; BASE64
//! BEL`) in both games and the editor, and the screen says so in the player's
//! language; a FEN pasted into the editor sets its position as `:fen` does, and a
//! paste on a game's board opens its `:` line.

use crate::common;

use base64::Engine;
use common::stack::{draw, game, press, type_text};
use duochess::i18n::Lang;
use duochess::play::adapters::setup::SetupError;
use duochess::play::new_game;
use duochess::play::Settings;
use duochess::session::GameKind;
use duochess::tui::editor::SetupEditor;
use duochess::tui::root::Tui;
use ratatui::crossterm::event::Event;
use ratatui::crossterm::event::KeyCode::{Char, Enter};
use ratatui::layout::Rect;

fn settings(lang: Lang) -> Settings {
    Settings {
        lang,
        ..Settings::default()
    }
}

fn game_tui(kind: GameKind, lang: Lang) -> Tui {
    let game = new_game(kind, None).expect("a new game");
    Tui::in_game(game, Box::new(|kind| new_game(kind, None)), settings(lang))
}

fn editor_tui(kind: GameKind, lang: Lang) -> Tui {
    let editor = SetupEditor::open(kind, None, settings(lang)).expect("editor");
    Tui::in_setup(
        editor,
        Box::new(|kind| Err(SetupError::Unavailable(kind))),
        settings(lang),
    )
}

fn command(tui: &mut Tui, line: &str) {
    press(tui, &[Char(':')]);
    type_text(tui, line);
    press(tui, &[Enter]);
}

/// What the screens left for the terminal since the last call, taken.
fn sent(tui: &mut Tui) -> Vec<String> {
    std::mem::take(&mut tui.cx.to_terminal)
}

/// The text an OSC 52 sequence carries (decoded here, independently of the
/// program's encoder).
fn clipboard_text(sequence: &str) -> String {
    let body = sequence
        .strip_prefix("\u{1b}]52;c;")
        .and_then(|s| s.strip_suffix('\u{7}'))
        .unwrap_or_else(|| panic!("not an OSC 52 sequence: {sequence:?}"));
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(body)
        .expect("base64");
    String::from_utf8(bytes).expect("UTF-8")
}

#[test]
fn copy_fen_sends_the_fen_as_osc_52_in_both_games() {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let mut tui = game_tui(kind, Lang::En);
        let fen = game(&tui).game.fen();
        assert!(sent(&mut tui).is_empty());
        command(&mut tui, "copy fen");
        let out = sent(&mut tui);
        let expected = format!(
            "\u{1b}]52;c;{}\u{7}",
            base64::engine::general_purpose::STANDARD.encode(&fen)
        );
        assert_eq!(out, [expected], "{kind:?}");
        assert_eq!(clipboard_text(&out[0]), fen);
        let screen = draw(&tui, 120, 40);
        assert!(
            screen.contains("The FEN was sent to the terminal's clipboard"),
            "{screen}"
        );
        // The key does the same; nothing is sent twice.
        press(&mut tui, &[Char('y')]);
        assert_eq!(sent(&mut tui).len(), 1);
        assert!(sent(&mut tui).is_empty());
    }
    // The start position of Xiangqi, written out: the sequence holds exactly it.
    let mut tui = game_tui(GameKind::Xiangqi, Lang::En);
    command(&mut tui, "copy");
    assert_eq!(
        clipboard_text(&sent(&mut tui)[0]),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    );
}

#[test]
fn copy_record_sends_the_games_record_and_says_so_in_ukrainian() {
    let mut tui = game_tui(GameKind::Xiangqi, Lang::Uk);
    command(&mut tui, "h3e3");
    command(&mut tui, "h10g8");
    command(&mut tui, "copy record");
    let out = sent(&mut tui);
    assert_eq!(out.len(), 1);
    let record = clipboard_text(&out[0]);
    assert!(record.starts_with("[Game \"Chinese Chess\"]"), "{record}");
    assert!(record.contains("\n1. h2e2 h9g7 *\n"), "{record}");
    // It is a record duochess reads back to the same position.
    let loaded = duochess::record::load(&record).expect("the record loads");
    match loaded.game {
        duochess::record::LoadedGame::Xiangqi(g) => {
            assert_eq!(g.position().to_fen(), game(&tui).game.fen())
        }
        _ => panic!("not Xiangqi"),
    }
    let screen = draw(&tui, 120, 40);
    assert!(
        screen.contains("Запис партії надіслано в буфер обміну терміналу"),
        "{screen}"
    );
    // Y in a Flickering game: its record.
    let mut tui = game_tui(GameKind::Flickering, Lang::En);
    command(&mut tui, "e4, d4");
    press(&mut tui, &[Char('Y')]);
    let record = clipboard_text(&sent(&mut tui)[0]);
    assert!(record.contains("1a. e4, d4 *"), "{record}");
    // A wrong word after copy is refused, and nothing is sent.
    command(&mut tui, "copy board");
    assert!(sent(&mut tui).is_empty());
}

#[test]
fn the_editor_copies_its_fen_and_reads_a_pasted_one() {
    for (kind, fen) in [
        (GameKind::Flickering, "4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        (GameKind::Xiangqi, "4k4/9/9/9/9/9/9/9/4A4/3K1R3 w - - 0 1"),
    ] {
        let mut tui = editor_tui(kind, Lang::Uk);
        // A paste on the board is a FEN: the editor reads it as :fen does.
        tui.handle_event(&Event::Paste(format!("  {fen}\n")), Rect::new(0, 0, 80, 24));
        let editor: &SetupEditor = tui.top().expect("the editor");
        assert_eq!(
            duochess::play::adapters::setup::fen_of(&editor.placement),
            fen
        );
        // Copied back out: y, and :copy.
        press(&mut tui, &[Char('y')]);
        let out = sent(&mut tui);
        assert_eq!(out.len(), 1, "{kind:?}");
        assert_eq!(clipboard_text(&out[0]), fen);
        assert!(
            draw(&tui, 120, 40).contains("FEN надіслано в буфер обміну терміналу"),
            "{}",
            draw(&tui, 120, 40)
        );
        command(&mut tui, "copy fen");
        assert_eq!(clipboard_text(&sent(&mut tui)[0]), fen);
        // A paste that is no FEN is refused with the reason; the position stays.
        tui.handle_event(&Event::Paste("not a fen".into()), Rect::new(0, 0, 80, 24));
        let editor: &SetupEditor = tui.top().expect("the editor");
        assert_eq!(
            duochess::play::adapters::setup::fen_of(&editor.placement),
            fen
        );
        assert!(editor.message.as_ref().is_some_and(|m| m.error));
    }
}

#[test]
fn a_paste_on_a_games_board_opens_its_command_line() {
    let mut tui = game_tui(GameKind::Xiangqi, Lang::En);
    tui.handle_event(&Event::Paste("h3e3".into()), Rect::new(0, 0, 80, 24));
    assert_eq!(
        game(&tui).mode,
        duochess::tui::game::Mode::Command("h3e3".into())
    );
    press(&mut tui, &[Enter]);
    assert_eq!(game(&tui).game.move_list(Default::default()), ["1. Che3"]);
}
