//! Samples of every typed value the renderers word, shared by their tests: each
//! renderer's tests walk these (a new variant of a value is added here once).
#![allow(clippy::unwrap_used)]

use crate::chess::{CastleSide, Role, Square};
use crate::core::Side;
use crate::flicker::engine::Stuck;
use crate::flicker::notation::{MoveNotation, MoveTextError, NotationError as FlickerText};
use crate::flicker::{CannotEnd, CastleReason, Refusal as FlickerMove};
use crate::play::opponent::OpponentName;
use crate::play::port::{Cell, GameError, PieceKind};
use crate::play::worker::Task;
use crate::session::flicker::GameError as FlickerSession;
use crate::session::xiangqi::GameError as XiangqiSession;
use crate::session::{EndReason, GameKind, GameResult};
use crate::xiangqi::notation::{Illegal, Malformed, Notation};
use crate::xiangqi::{NotationError as XiangqiText, Piece, Point, Refusal as XiangqiMove};

fn sq(s: &str) -> Square {
    Square::parse(s).expect("a square")
}
pub(crate) fn pt(s: &str) -> Point {
    Point::parse(s).expect("a point")
}
pub(crate) fn xq(side: Side, kind: crate::xiangqi::PieceKind) -> Piece {
    Piece::new(side, kind)
}

pub(crate) fn flicker_moves() -> Vec<FlickerMove> {
    use FlickerMove as R;
    vec![
        R::NoUnit {
            side: Side::Black,
            square: sq("e4"),
        },
        R::AlreadyMoved {
            role: Role::Rook,
            square: sq("a1"),
        },
        R::AlreadyMoved {
            role: Role::Knight,
            square: sq("f3"),
        },
        R::CapturesKing { square: sq("b8") },
        R::OwnPiece {
            to: sq("e2"),
            role: Role::Pawn,
        },
        R::OwnPiece {
            to: sq("a1"),
            role: Role::Rook,
        },
        R::KingAttacked {
            to: sq("e2"),
            attacker: sq("e8"),
            attacker_role: Role::Rook,
        },
        R::CannotReach {
            role: Role::Bishop,
            from: sq("c1"),
            to: sq("c3"),
        },
        R::Blocked {
            role: Role::Queen,
            from: sq("d1"),
            to: sq("d4"),
            block: sq("d2"),
        },
        R::PawnCaptureEmpty { to: sq("d3") },
        R::Castling {
            side: CastleSide::King,
            reason: CastleReason::NoRight,
        },
        R::Castling {
            side: CastleSide::Queen,
            reason: CastleReason::PathOccupied(sq("b1")),
        },
        R::Castling {
            side: CastleSide::King,
            reason: CastleReason::Attacked {
                square: sq("f1"),
                attacker: sq("c4"),
                attacker_role: Role::Bishop,
            },
        },
        R::PromotionNeeded {
            from: sq("e7"),
            to: sq("e8"),
        },
        R::NoPromotion,
        R::BadPromotion(Role::King),
    ]
}

pub(crate) fn flicker_texts() -> Vec<FlickerText> {
    let one = |reason| FlickerText::Move {
        index: 1,
        of: 1,
        text: "Кf3".into(),
        reason,
    };
    let mut v = vec![
        FlickerText::Empty,
        one(MoveTextError::Malformed),
        one(MoveTextError::LookAlike {
            found: 'е',
            like: 'e',
        }),
        one(MoveTextError::AmbiguousNotation(vec![
            MoveNotation::Coordinate,
            MoveNotation::CyrillicSan,
        ])),
        one(MoveTextError::NoSuchMove {
            role: Role::Knight,
            to: sq("e5"),
        }),
        one(MoveTextError::NoSuchMove {
            role: Role::Rook,
            to: sq("e5"),
        }),
        one(MoveTextError::Ambiguous {
            role: Role::Knight,
            from: vec![sq("b1"), sq("f3")],
            to: sq("d2"),
        }),
        one(MoveTextError::NoCastling),
        one(MoveTextError::NothingToCapture(sq("d5"))),
    ];
    for r in flicker_moves() {
        v.push(FlickerText::Move {
            index: 2,
            of: 3,
            text: "Л:b8".into(),
            reason: MoveTextError::Refused(r),
        });
    }
    v
}

pub(crate) fn flicker_sessions() -> Vec<FlickerSession> {
    let attacked = CannotEnd::KingAttacked(vec![
        (Role::Rook, sq("e8")),
        (Role::Bishop, sq("b5")),
        (Role::Queen, sq("h4")),
    ]);
    let mut v = vec![
        FlickerSession::CannotEnd(CannotEnd::NoMove),
        FlickerSession::CannotEnd(CannotEnd::KingAttacked(vec![(Role::Rook, sq("e8"))])),
        FlickerSession::CannotEnd(attacked.clone()),
        FlickerSession::TypedSeriesCannotEnd {
            tried: "e4, Кf3".into(),
            why: attacked,
        },
        FlickerSession::NothingToUndo,
        FlickerSession::NothingToRedo,
        FlickerSession::OfferUsed(Side::White),
        FlickerSession::OfferPending,
        FlickerSession::NoOffer(Side::Black),
    ];
    v.extend(results().into_iter().map(FlickerSession::Over));
    v.extend(flicker_moves().into_iter().map(FlickerSession::Refused));
    v.extend(flicker_texts().into_iter().map(FlickerSession::Notation));
    v
}

pub(crate) fn xiangqi_moves() -> Vec<XiangqiMove> {
    use crate::xiangqi::PieceKind as K;
    use XiangqiMove as R;
    let mut v = vec![
        R::NoPiece { point: pt("e5") },
        R::NotYourPiece {
            piece: xq(Side::Black, K::Horse),
            point: pt("b10"),
        },
        R::OwnPiece {
            piece: xq(Side::White, K::Chariot),
            from: pt("a1"),
            to: pt("a4"),
            target: xq(Side::White, K::Soldier),
        },
        R::OwnPiece {
            piece: xq(Side::White, K::Horse),
            from: pt("b1"),
            to: pt("c3"),
            target: xq(Side::White, K::Cannon),
        },
        R::HorseLegBlocked {
            piece: xq(Side::White, K::Horse),
            from: pt("b1"),
            to: pt("c3"),
            leg: pt("b2"),
        },
        R::ElephantEyeBlocked {
            piece: xq(Side::White, K::Elephant),
            from: pt("c1"),
            to: pt("e3"),
            eye: pt("d2"),
        },
        R::ElephantAcrossRiver {
            piece: xq(Side::White, K::Elephant),
            from: pt("c5"),
            to: pt("e7"),
        },
        R::OutOfPalace {
            piece: xq(Side::White, K::Advisor),
            from: pt("e2"),
            to: pt("f3"),
        },
        R::OutOfPalace {
            piece: xq(Side::Black, K::General),
            from: pt("e8"),
            to: pt("e7"),
        },
        R::PathBlocked {
            piece: xq(Side::White, K::Chariot),
            from: pt("a1"),
            to: pt("a5"),
            block: pt("a4"),
        },
        R::CannonNoScreen {
            piece: xq(Side::White, K::Cannon),
            from: pt("b3"),
            to: pt("b10"),
        },
        R::CannonScreens {
            piece: xq(Side::White, K::Cannon),
            from: pt("b3"),
            to: pt("b10"),
            screens: vec![pt("b5"), pt("b8")],
        },
        R::CannonScreens {
            piece: xq(Side::White, K::Cannon),
            from: pt("b1"),
            to: pt("b10"),
            screens: vec![pt("b3"), pt("b5"), pt("b7"), pt("b8"), pt("b9")],
        },
        R::SoldierBackwards {
            piece: xq(Side::White, K::Soldier),
            from: pt("e4"),
            to: pt("e3"),
        },
        R::SoldierSideways {
            piece: xq(Side::White, K::Soldier),
            from: pt("e4"),
            to: pt("d4"),
        },
        R::GeneralAttacked {
            piece: xq(Side::White, K::General),
            from: pt("e1"),
            to: pt("e2"),
            attacker: xq(Side::Black, K::Chariot),
            attacker_at: pt("e9"),
        },
        R::GeneralAttacked {
            piece: xq(Side::White, K::Cannon),
            from: pt("e3"),
            to: pt("d3"),
            attacker: xq(Side::Black, K::Cannon),
            attacker_at: pt("e8"),
        },
        R::GeneralsFace {
            piece: xq(Side::White, K::General),
            from: pt("d1"),
            to: pt("e1"),
            file: crate::core::File(4),
        },
        R::GeneralsFace {
            piece: xq(Side::White, K::Horse),
            from: pt("e2"),
            to: pt("c3"),
            file: crate::core::File(4),
        },
    ];
    for kind in K::ALL {
        v.push(R::NotItsMove {
            piece: xq(Side::White, kind),
            from: pt("e4"),
            to: pt("g8"),
        });
    }
    v
}

pub(crate) fn xiangqi_texts() -> Vec<XiangqiText> {
    use crate::xiangqi::PieceKind as K;
    use Malformed as M;
    let mut v: Vec<XiangqiText> = [
        M::NoNotation,
        M::TwoPoints,
        M::AlgebraicCharacters,
        M::PieceLetter,
        M::Empty,
        M::UpperCaseFile,
        M::NoDestination,
        M::FileLetter,
        M::Origin,
        M::SoldierOrigin,
        M::WxfPiece,
        M::WxfFile,
        M::WxfDirection,
        M::WxfNumber,
        M::ChinesePiece,
        M::ChineseFile,
        M::ChineseDirection,
        M::ChineseNumber,
        M::Trailing,
        M::CyrillicLetter,
        M::CyrillicCharacters,
    ]
    .into_iter()
    .enumerate()
    .map(|(i, reason)| XiangqiText::Malformed {
        text: "Zz9".into(),
        notation: [
            None,
            Some(Notation::Coordinate),
            Some(Notation::Algebraic),
            Some(Notation::Wxf),
            Some(Notation::Chinese),
            Some(Notation::Cyrillic),
        ]
        .get(i % 6)
        .copied()
        .flatten(),
        reason,
    })
    .collect();
    for reason in [
        Illegal::NoneReaches {
            side: Side::White,
            kind: K::Horse,
            to: pt("e5"),
        },
        Illegal::NoneReaches {
            side: Side::Black,
            kind: K::Chariot,
            to: pt("e5"),
        },
        Illegal::NoneMakes {
            side: Side::White,
            kind: K::Cannon,
        },
        Illegal::NoneMakes {
            side: Side::Black,
            kind: K::Soldier,
        },
        Illegal::NothingToCapture(pt("e5")),
    ] {
        v.push(XiangqiText::Illegal {
            text: "Hxe5".into(),
            reason,
        });
    }
    v.push(XiangqiText::Ambiguous {
        text: "Re1".into(),
        candidates: "a1e1, i1e1".into(),
    });
    v.push(XiangqiText::LookAlike {
        text: "Te2".into(),
        found: 'T',
        like: 'Т',
    });
    v.push(XiangqiText::LookAlike {
        text: "Пе3".into(),
        found: 'е',
        like: 'e',
    });
    v.push(XiangqiText::AmbiguousNotation {
        text: "C2.5".into(),
        notations: vec![Notation::Algebraic, Notation::Wxf],
    });
    for refusal in xiangqi_moves() {
        v.push(XiangqiText::Refused {
            text: "h3e3".into(),
            refusal,
        });
    }
    v
}

pub(crate) fn xiangqi_sessions() -> Vec<XiangqiSession> {
    let mut v = vec![
        XiangqiSession::IllegalMove("h3e3".into()),
        XiangqiSession::NoDrawOffer(Side::Black),
        XiangqiSession::NoDrawOffer(Side::White),
        XiangqiSession::NothingToTakeBack,
        XiangqiSession::NothingToRedo,
    ];
    v.extend(results().into_iter().map(XiangqiSession::GameOver));
    v.extend(xiangqi_texts().into_iter().map(XiangqiSession::Notation));
    v
}

/// Every refusal the port carries, with the layers' values inside it.
pub(crate) fn refusals() -> Vec<GameError> {
    use GameError as E;
    let mut v = vec![
        E::NothingToRedo,
        E::NoText,
        E::OffBoard,
        E::CannotMove {
            piece: Some(PieceKind::Knight),
            from: Cell::new(6, 0),
            to: Cell::new(6, 2),
        },
        E::CannotMove {
            piece: None,
            from: Cell::new(6, 0),
            to: Cell::new(6, 2),
        },
        E::NoSuchPromotion,
        E::NotCoordinates("zz".into()),
        E::NothingToTakeBack,
        E::NothingOfYoursToTakeBack,
        E::OpponentCannotPlay {
            name: OpponentName::Computer(crate::flicker::engine::Level::DEFAULT),
        },
        // (A UCI engine's name is its own, in every language.)
        E::OpponentCannotPlay {
            name: OpponentName::Engine("Пікафіш".into()),
        },
        E::NoDrawOffered,
        E::NoDraws,
        E::NoSeries,
        E::NoHints,
        E::NoRescueNeeded(Side::White),
        E::KingSafeNow(Side::Black),
        E::NoRescueFromHere(Side::White),
        E::NoRescue {
            side: Side::Black,
            verdict: Stuck::Mate,
        },
        E::NoRescue {
            side: Side::White,
            verdict: Stuck::Stalemate,
        },
        E::NoReplyNeeded(Side::White),
        E::NoEngineSet(Side::White),
        E::EngineGaveNoHint(Side::Black),
    ];
    for task in tasks() {
        v.push(E::StepLost { task });
    }
    for kind in [GameKind::Flickering, GameKind::Xiangqi] {
        let piece = match kind {
            GameKind::Flickering => PieceKind::Rook,
            GameKind::Xiangqi => PieceKind::Chariot,
        };
        v.push(E::NotYourPiece {
            kind,
            piece,
            cell: Cell::new(0, 7),
            owner: Side::Black,
        });
        v.push(E::NoPiece {
            kind,
            cell: Cell::new(4, 4),
            mover: Side::White,
        });
        for result in results() {
            v.push(E::GameOver { kind, result });
        }
    }
    v.extend(flicker_sessions().into_iter().map(E::Flickering));
    v.extend(
        flicker_texts()
            .into_iter()
            .map(|n| E::SeriesNotPlayed(FlickerSession::Notation(n))),
    );
    v.extend(xiangqi_sessions().into_iter().map(E::Xiangqi));
    v.extend(xiangqi_texts().into_iter().map(E::XiangqiNotation));
    v
}

/// Every task a job does.
pub(crate) fn tasks() -> Vec<Task> {
    use crate::practice::xiangqi_puzzle::XiangqiKind;
    use crate::practice::PuzzleKind;
    use std::time::Duration;
    let mut v = vec![
        Task::JudgingSeries,
        Task::Hint,
        Task::Opponent,
        Task::Analysing,
        Task::SeriesMate {
            limit: Duration::from_secs(3),
        },
        Task::Mate {
            moves: 3,
            limit: Some(Duration::from_secs(20)),
        },
        Task::Mate {
            moves: 1,
            limit: None,
        },
        Task::Engine {
            think: Duration::from_millis(1500),
        },
    ];
    v.extend(PuzzleKind::ALL.map(Task::Puzzles));
    v.extend(XiangqiKind::ALL.map(Task::XiangqiPuzzles));
    v.push(Task::Review(crate::play::worker::Steps::default()));
    v
}

/// A result of every reason, for both games.
pub(crate) fn results() -> Vec<GameResult> {
    use EndReason as R;
    let reasons = [
        R::Checkmate,
        R::Stalemate,
        R::Repetition,
        R::PerpetualCheck(Side::White),
        R::MutualPerpetualCheck,
        R::PerpetualChase(Side::Black),
        R::MutualPerpetualChase,
        R::IdleRepetition,
        R::ClubLimit(Side::White),
        R::InsufficientMaterial,
        R::MoveLimit,
        R::Agreement,
        R::Resignation(Side::White),
        R::Time(Side::Black),
    ];
    reasons
        .into_iter()
        .flat_map(|reason| {
            [
                GameResult::Win {
                    winner: Side::Black,
                    reason,
                },
                GameResult::Draw { reason },
            ]
        })
        .collect()
}
