//! The rules pages: every page drawn (snapshots at 80×24 and 120×40), their
//! diagrams are real positions whose marks say what the rules core says, and the
//! pages open from the start menu and from the game's help and go back with Esc.

use crate::common;

use common::{assert_no_hidden_cells, cell, screen_text};
use duochess::config::PieceStyle;
use duochess::play::new_game;
use duochess::play::PlayableGame;
use duochess::play::Settings;
use duochess::session::{EndReason, GameKind, GameResult};
use duochess::tui::keys::rules::{RulesInput, KEYS as RULES_KEYS};
use duochess::tui::keys::{all_key_events, binding_for, Facts};
use duochess::tui::root::Tui;
use duochess::tui::rules::pages::{RulePage, FLICKERING, XIANGQI};
use duochess::tui::rules::{diagram_picture, pages_of, RulesScreen};
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::Terminal;

fn page<'p>(pages: &'p [RulePage], id: &str) -> &'p RulePage {
    pages.iter().find(|p| p.id == id).expect("page")
}

fn game_at(kind: GameKind, page: &RulePage) -> Box<dyn PlayableGame> {
    let d = page.diagram.expect("diagram");
    new_game(kind, Some(d.fen)).unwrap_or_else(|e| panic!("{}: {e}", page.id))
}

fn marks(page: &RulePage) -> Vec<duochess::play::port::Cell> {
    let mut v: Vec<_> = page
        .diagram
        .expect("diagram")
        .marks
        .iter()
        .map(|n| cell(n))
        .collect();
    v.sort();
    v
}

fn destinations(game: &dyn PlayableGame, from: &str) -> Vec<duochess::play::port::Cell> {
    let mut v = game.destinations(cell(from));
    v.sort();
    v
}

#[test]
fn every_diagram_is_a_position_and_every_page_has_words() {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let pages = pages_of(kind);
        assert!(pages.len() >= 7);
        let mut ids: Vec<_> = pages.iter().map(|p| p.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), pages.len(), "page ids are unique");
        for p in pages {
            assert!(
                duochess::words::learn::rules::RulesText::has_words(p.id),
                "{}",
                p.id
            );
            if let Some(d) = &p.diagram {
                // Playable, not only readable: the game accepts the FEN.
                game_at(kind, p);
                diagram_picture(kind, d).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            }
        }
    }
}

#[test]
fn diagram_marks_are_what_the_rules_core_allows() {
    // The seed's example: after Bc3+ the rook may go anywhere along its lines but b8.
    let p = page(FLICKERING, "flickering.never-captured");
    assert_eq!(
        destinations(game_at(GameKind::Flickering, p).as_ref(), "b1"),
        marks(p)
    );
    // The horse's leg on e6 closes d7 and f7.
    let p = page(XIANGQI, "xiangqi.legs-and-eyes");
    assert_eq!(
        destinations(game_at(GameKind::Xiangqi, p).as_ref(), "e5"),
        marks(p)
    );
    // The cannon between the generals keeps to the file.
    let p = page(XIANGQI, "xiangqi.flying-general");
    assert_eq!(
        destinations(game_at(GameKind::Xiangqi, p).as_ref(), "e5"),
        marks(p)
    );
    // The cannon takes over its screen, and not the screen itself.
    let p = page(XIANGQI, "xiangqi.cannon");
    let g = game_at(GameKind::Xiangqi, p);
    let d = destinations(g.as_ref(), "e3");
    assert!(d.contains(&cell("e8")) && !d.contains(&cell("e6")), "{d:?}");
    // The king may not step onto d2 first; the bishop may cover it.
    let p = page(FLICKERING, "flickering.king-steps");
    let g = game_at(GameKind::Flickering, p);
    assert!(!destinations(g.as_ref(), "e1").contains(&cell("d2")));
    assert!(destinations(g.as_ref(), "f1").contains(&cell("d3")));
    // Both en-passant captures are there in one position.
    let p = page(FLICKERING, "flickering.en-passant");
    let g = game_at(GameKind::Flickering, p);
    assert!(destinations(g.as_ref(), "a4").contains(&cell("b3")));
    assert!(destinations(g.as_ref(), "c4").contains(&cell("d3")));
}

#[test]
fn the_mate_and_stalemate_pages_show_what_they_say() {
    let over = |kind, id: &str| game_at(kind, page(pages_of(kind), id)).result();
    assert!(matches!(
        over(GameKind::Flickering, "flickering.mate"),
        GameResult::Win {
            reason: EndReason::Checkmate,
            ..
        }
    ));
    assert!(matches!(
        over(GameKind::Flickering, "flickering.stalemate"),
        GameResult::Draw {
            reason: EndReason::Stalemate
        }
    ));
    // Xiangqi: stalemate loses.
    assert!(matches!(
        over(GameKind::Xiangqi, "xiangqi.stalemate"),
        GameResult::Win {
            reason: EndReason::Stalemate,
            ..
        }
    ));
}

fn draw_rules(screen: &RulesScreen, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("backend");
    let frame = t.draw(|f| f.render_widget(screen, f.area())).expect("draw");
    assert_no_hidden_cells(frame.buffer);
    screen_text(t.backend().buffer())
}

#[test]
fn snapshots_of_every_rules_page() {
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let mut screen = RulesScreen::new(kind, PieceStyle::Symbols);
        for (i, p) in pages_of(kind).iter().enumerate() {
            screen.page = i;
            for (w, h) in [(80, 24), (120, 40)] {
                let text = draw_rules(&screen, w, h);
                let head = format!("page {} of {}", i + 1, pages_of(kind).len());
                assert!(text.contains(&head), "{}: {text}", p.id);
                // A page with a diagram shows its board (both kings or generals
                // stand on every diagram), at both sizes.
                if p.diagram.is_some() {
                    let royals: &[char] = match kind {
                        GameKind::Flickering => &['♔', '♚'],
                        GameKind::Xiangqi => &['帥', '將'],
                    };
                    assert!(
                        royals.iter().all(|c| text.contains(*c)),
                        "{} at {w}x{h}: no board drawn\n{text}",
                        p.id
                    );
                }
                insta::assert_snapshot!(format!("rules_{}_{w}x{h}", p.id), text);
            }
        }
        // Small terminals say so and never panic.
        for (w, h) in [(0, 0), (20, 5), (59, 30)] {
            draw_rules(&screen, w, h);
        }
    }
}

fn key(c: KeyCode) -> Event {
    Event::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

#[test]
fn rules_open_from_the_menu_and_from_the_games_help_and_esc_goes_back() {
    let size = Rect::new(0, 0, 80, 24);
    let mut tui = Tui::start_screen(Box::new(|kind| new_game(kind, None)), Settings::default());
    let rules_item = duochess::tui::menu::StartItem::ALL
        .iter()
        .position(|i| *i == duochess::tui::menu::StartItem::Rules)
        .expect("menu entry");
    tui.handle_event(
        &key(KeyCode::Char(char::from(b'1' + rules_item as u8))),
        size,
    );
    let rules = tui.top::<RulesScreen>().expect("the rules");
    assert_eq!((rules.kind, rules.page), (GameKind::Flickering, 0));
    tui.handle_event(&key(KeyCode::Right), size);
    tui.handle_event(&key(KeyCode::Right), size);
    tui.handle_event(&key(KeyCode::Left), size);
    tui.handle_event(&key(KeyCode::Tab), size);
    let rules = tui.top::<RulesScreen>().expect("the rules");
    assert_eq!((rules.kind, rules.page), (GameKind::Xiangqi, 0));
    // Paging stops at the ends.
    for _ in 0..20 {
        tui.handle_event(&key(KeyCode::Right), size);
    }
    let rules = tui.top::<RulesScreen>().expect("the rules");
    assert_eq!(rules.page, XIANGQI.len() - 1);
    tui.handle_event(&key(KeyCode::Esc), size);
    assert!(tui.top::<duochess::tui::menu::StartMenu>().is_some());

    // In a Xiangqi game: ? then r shows Xiangqi's rules; Esc returns to the same game.
    tui.handle_event(&key(KeyCode::Char('2')), size);
    tui.handle_event(&key(KeyCode::Char(':')), size);
    for c in "h3e3".chars() {
        tui.handle_event(&key(KeyCode::Char(c)), size);
    }
    tui.handle_event(&key(KeyCode::Enter), size);
    tui.handle_event(&key(KeyCode::Char('?')), size);
    tui.handle_event(&key(KeyCode::Char('r')), size);
    let rules = tui.top::<RulesScreen>().expect("the rules");
    assert_eq!(rules.kind, GameKind::Xiangqi);
    tui.handle_event(&key(KeyCode::Esc), size);
    let app = common::stack::game(&tui);
    assert_eq!(
        app.game.turn(),
        duochess::core::Side::Black,
        "the game goes on where it was"
    );
}

#[test]
fn every_rules_key_is_in_the_key_bar() {
    let screen = RulesScreen::new(GameKind::Flickering, PieceStyle::Symbols);
    // Drawn where the page is longer than the screen, so that its scroll keys act.
    draw_rules(&screen, 60, 16);
    let bar = screen.key_bar();
    let mut checked = 0;
    for ev in all_key_events() {
        let Some((b, action)) = binding_for(RULES_KEYS, RulesInput::Pages, Facts::default(), &ev)
        else {
            continue;
        };
        assert!(
            bar.contains(&(
                b.bar_keys(duochess::i18n::Lang::En),
                b.bar_words(duochess::i18n::Lang::En)
            )),
            "{ev:?} → {action:?} is not in {bar:?}"
        );
        checked += 1;
    }
    assert!(checked >= 10, "{checked}");
}
