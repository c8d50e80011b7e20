//! The game screen's texts, walked variant by variant.

use super::*;
use crate::flicker::engine::Level;
use crate::play::port::CheckKind;
use crate::session::EndReason;
use crate::words::common::walk;
use crate::words::samples::refusals;

fn name(t: &GameText) -> &'static str {
    use GameText as T;
    match t {
        T::Browsing { .. } => "Browsing",
        T::ToMove { .. } => "ToMove",
        T::BrowsedCheck { .. } => "BrowsedCheck",
        T::Turn { .. } => "Turn",
        T::Check { .. } => "Check",
        T::SeriesSoFar(_) => "SeriesSoFar",
        T::Moved(_) => "Moved",
        T::DrawOffered { .. } => "DrawOffered",
        T::Result { .. } => "Result",
        T::Moves(_) => "Moves",
        T::EarlierLines(_) => "EarlierLines",
        T::PanelPlayer(_) => "PanelPlayer",
        T::ClockStopped => "ClockStopped",
        T::ClockWaits => "ClockWaits",
        T::Next => "Next",
        T::PromoteTitle => "PromoteTitle",
        T::HelpTitle => "HelpTitle",
        T::HelpKeys => "HelpKeys",
        T::HelpBrowsing => "HelpBrowsing",
        T::HelpMouse => "HelpMouse",
        T::HelpMouseClick => "HelpMouseClick",
        T::AskAcceptDraw { .. } => "AskAcceptDraw",
        T::AskResign { .. } => "AskResign",
        T::AskComputerOffersDraw { .. } => "AskComputerOffersDraw",
        T::AskQuit(_) => "AskQuit",
        T::AskReplaceFile(_) => "AskReplaceFile",
        T::AskCreateFolder(_) => "AskCreateFolder",
        T::AskStartEngine(_) => "AskStartEngine",
        T::EngineNotStarted(_) => "EngineNotStarted",
        T::NoClock => "NoClock",
        T::ClockPaused(_) => "ClockPaused",
        T::OpponentPlays { .. } => "OpponentPlays",
        T::SeriesGoesOn(_) => "SeriesGoesOn",
        T::GameOver { .. } => "GameOver",
        T::PromotionCancelled => "PromotionCancelled",
        T::DrawDeclined { .. } => "DrawDeclined",
        T::PlayOn => "PlayOn",
        T::NotSavedFileKept => "NotSavedFileKept",
        T::NotSavedNoFolder => "NotSavedNoFolder",
        T::TookBackMove => "TookBackMove",
        T::TookBackSeries { .. } => "TookBackSeries",
        T::TookBackTurn { .. } => "TookBackTurn",
        T::RedidSeries { .. } => "RedidSeries",
        T::RedidMove => "RedidMove",
        T::RedidMoveInSeries(_) => "RedidMoveInSeries",
        T::RedidTurnAndReply => "RedidTurnAndReply",
        T::Theme(_) => "Theme",
        T::ComputerAcceptsDraw => "ComputerAcceptsDraw",
        T::ComputerDeclinesDraw => "ComputerDeclinesDraw",
        T::Fen(_) => "Fen",
        T::Copied(_) => "Copied",
        T::ThemeNotRemembered(_) => "ThemeNotRemembered",
        T::OneNotation => "OneNotation",
        T::Notation(_) => "Notation",
        T::FileNumbers(_) => "FileNumbers",
        T::AttacksShown { .. } => "AttacksShown",
        T::AttacksHidden => "AttacksHidden",
        T::Hint(_) => "Hint",
        T::OpponentStopped(_) => "OpponentStopped",
        T::HintsOff => "HintsOff",
        T::EnginePanel { .. } => "EnginePanel",
        T::HotSeatFromHere(_) => "HotSeatFromHere",
        T::OpponentPlayed { .. } => "OpponentPlayed",
        T::OpponentPlayedSeries { .. } => "OpponentPlayedSeries",
        T::BrowsingHow { .. } => "BrowsingHow",
        T::NothingToBrowse => "NothingToBrowse",
        T::PromoteTo => "PromoteTo",
        T::NoLegalMove(_) => "NoLegalMove",
    }
}

/// Every text of the game screen, for both games and both sides.
#[test]
fn every_game_text_in_both_languages() {
    use GameText as T;
    let caption = Caption::AfterMove {
        number: 3,
        text: "Che3".into(),
    };
    let computer = OpponentName::Computer(Level::DEFAULT);
    let engine = OpponentName::Engine("Пікафіш".into());
    let refused = refusals();
    let no_reply = OpponentError::WrongGame(engine.clone());
    let config_error = crate::config::ConfigError::Folder {
        path: "/дані/налаштування".into(),
        source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
    };
    let result = GameResult::Win {
        winner: Side::Black,
        reason: EndReason::Checkmate,
    };
    let mut all = Vec::new();
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        for side in Side::ALL {
            let note = CheckNote {
                side,
                kind: CheckKind::InCheck,
                cell: Cell::new(4, 0),
            };
            all.extend([
                T::Browsing {
                    kind,
                    caption: &caption,
                    seed: true,
                },
                T::ToMove { kind, side },
                T::BrowsedCheck {
                    kind,
                    side,
                    in_check: true,
                },
                T::BrowsedCheck {
                    kind,
                    side,
                    in_check: false,
                },
                T::Turn {
                    kind,
                    number: 2,
                    side,
                    seed: true,
                },
                T::Check { kind, note },
                T::DrawOffered { kind, by: side },
                T::Result { kind, result },
                T::AskAcceptDraw { kind, by: side },
                T::AskResign { kind, side },
                T::OpponentPlays {
                    name: &computer,
                    kind,
                    side,
                },
                T::EnginePanel {
                    name: &engine,
                    kind,
                    side,
                    level: crate::uci::EngineLevel::Beginner,
                    stopped: side == Side::Black,
                },
                T::GameOver { kind, result },
                T::DrawDeclined { kind, side },
                T::TookBackSeries { kind, side },
                T::TookBackTurn {
                    kind,
                    side,
                    reply: true,
                },
                T::TookBackTurn {
                    kind,
                    side,
                    reply: false,
                },
                T::RedidSeries { kind, side },
                T::AttacksShown {
                    shape: BoardShape::of(kind),
                    kind,
                    side,
                },
                T::PanelPlayer(Player {
                    kind,
                    side,
                    name: "Оксана",
                    computer: None,
                }),
                T::PanelPlayer(Player {
                    kind,
                    side,
                    name: "",
                    computer: Some(2),
                }),
            ]);
        }
    }
    all.extend([
        T::SeriesSoFar("e4, Кf3"),
        T::Moved("e4 f3"),
        T::Moves(None),
        T::Moves(Some(NotationStyle::Wxf)),
        T::EarlierLines(3),
        T::ClockStopped,
        T::ClockWaits,
        T::Next,
        T::PromoteTitle,
        T::HelpTitle,
        T::HelpKeys,
        T::HelpBrowsing,
        T::HelpMouse,
        T::HelpMouseClick,
        T::AskQuit(QuitRisk::AutosaveFailing),
        T::AskQuit(QuitRisk::Autosaved),
        T::AskQuit(QuitRisk::SeriesLost),
        T::AskQuit(QuitRisk::Unsaved),
        T::AskQuit(QuitRisk::NothingPlayed),
        T::AskReplaceFile("партія"),
        T::AskCreateFolder("/дані/партії"),
        T::AskStartEngine("/ігри/пікафіш"),
        T::EngineNotStarted(&engine),
        T::NoClock,
        T::ClockPaused(true),
        T::ClockPaused(false),
        T::SeriesGoesOn("e4"),
        T::PromotionCancelled,
        T::PlayOn,
        T::NotSavedFileKept,
        T::NotSavedNoFolder,
        T::TookBackMove,
        T::RedidMove,
        T::RedidMoveInSeries("e4"),
        T::RedidTurnAndReply,
        T::Theme(Theme::Default),
        T::Theme(Theme::HighContrast),
        T::Theme(Theme::Mono),
        T::ComputerAcceptsDraw,
        T::ComputerDeclinesDraw,
        T::AskComputerOffersDraw { series: 20 },
        T::Fen("8/8/8/8/8/8/8/8 w - - 0 1"),
        T::Copied(crate::play::commands::Copied::Fen),
        T::Copied(crate::play::commands::Copied::Record),
        T::ThemeNotRemembered(&config_error),
        T::OneNotation,
        T::Notation(NotationStyle::Seed),
        T::FileNumbers(true),
        T::FileNumbers(false),
        T::AttacksHidden,
        T::Hint("e2e4, g1f3"),
        T::HintsOff,
        T::OpponentStopped(Some(&engine)),
        T::OpponentStopped(None),
        T::HotSeatFromHere(OpponentFailure::Lost(&computer)),
        T::HotSeatFromHere(OpponentFailure::NoReply(&no_reply)),
        T::OpponentPlayed {
            name: &engine,
            mv: "h3e3",
            seconds: 1.25,
        },
        T::OpponentPlayedSeries {
            name: &computer,
            seconds: 0.5,
        },
        T::BrowsingHow { series: true },
        T::BrowsingHow { series: false },
        T::NothingToBrowse,
        T::PromoteTo,
        T::NoLegalMove(Cell::new(1, 0)),
    ]);
    for why in &refused {
        all.push(T::HotSeatFromHere(OpponentFailure::MoveRefused {
            name: &engine,
            mv: "h3e3",
            why,
        }));
        all.push(T::HotSeatFromHere(OpponentFailure::SeriesRefused {
            name: &computer,
            series: "e2e4,",
            why,
        }));
    }
    // (A command the player types, as it is typed.)
    walk(
        &all,
        name,
        68,
        &["Esc", "FEN", "duochess", "play", "resume"],
    );
}

/// A player beside the board: a name with its side, a side alone, the
/// computer in the reader's language.
#[test]
fn players_beside_the_board() {
    let player = |name, computer| {
        GameText::PanelPlayer(Player {
            kind: GameKind::Xiangqi,
            side: Side::White,
            name,
            computer,
        })
    };
    assert_eq!(player("Оксана", None).say(Lang::Uk), "Оксана (Червоні)");
    assert_eq!(player("Red", None).say(Lang::Uk), "Червоні");
    assert_eq!(
        player("duochess", Some(4)).say(Lang::Uk),
        "Комп'ютер (рівень 4) (Червоні)"
    );
    assert_eq!(
        player("duochess", Some(4)).say(Lang::En),
        "Computer (level 4) (Red)"
    );
}
