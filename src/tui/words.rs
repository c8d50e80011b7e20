//! The words of the values the screens show — sides, turns, checks, results — in the
//! player's language, from the message files ([`crate::i18n`]). The values come from
//! the layers below as types; only here do they become words.
//!
//! Sides reach the messages as a `side` argument (`white`, `black`, `red`) and the
//! game's king as `king` (`king`, `general`), so that each language writes the case
//! and agreement it needs (Ukrainian: «Хід білих», «Шах чорним»).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::session::{EndReason, GameKind, GameResult};
use crate::tui::port::{CheckKind, CheckNote};

/// The side as the message files select on it.
pub fn side_key(kind: GameKind, side: Side) -> &'static str {
    match (kind, side) {
        (GameKind::Flickering, Side::White) => "white",
        (GameKind::Xiangqi, Side::White) => "red",
        (_, Side::Black) => "black",
    }
}

fn king_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Flickering => "king",
        GameKind::Xiangqi => "general",
    }
}

fn side_args(kind: GameKind, side: Side) -> [(&'static str, Arg<'static>); 2] {
    [
        ("side", side_key(kind, side).into()),
        ("king", king_key(kind).into()),
    ]
}

/// "White", "Red", "Black" (Ukrainian «Білі», «Червоні», «Чорні»).
pub fn side_title(lang: Lang, kind: GameKind, side: Side) -> String {
    tr_args(lang, "side", &side_args(kind, side))
}

/// The game's name: "Flickering Chess", "Xiangqi".
pub fn game_title(lang: Lang, kind: GameKind) -> String {
    match kind {
        GameKind::Flickering => tr(lang, "title-flickering"),
        GameKind::Xiangqi => tr(lang, "title-xiangqi"),
    }
}

/// "series 2a" (Flickering: the series pair and «a»/«b» for the side, in Ukrainian
/// and with the seed's notation (`seed`) the seed's «а»/«б»), "move 5" (Xiangqi).
pub fn turn_label(lang: Lang, kind: GameKind, number: u32, turn: Side, seed: bool) -> String {
    match kind {
        GameKind::Flickering => tr_args(
            lang,
            "turn-series",
            &[
                ("number", number.into()),
                ("side", side_key(kind, turn).into()),
                ("alphabet", if seed { "cyrillic" } else { "latin" }.into()),
            ],
        ),
        GameKind::Xiangqi => tr_args(lang, "turn-move", &[("number", number.into())]),
    }
}

/// The turn line: "White to move · series 2a" (`seed`: the move list is in the
/// seed's notation, so the series letter is the seed's too).
pub fn turn_line(lang: Lang, kind: GameKind, number: u32, turn: Side, seed: bool) -> String {
    let [side, king] = side_args(kind, turn);
    tr_args(
        lang,
        "turn-line",
        &[
            side,
            king,
            ("label", turn_label(lang, kind, number, turn, seed).into()),
        ],
    )
}

/// "Black to move", for a position browsed.
pub fn to_move(lang: Lang, kind: GameKind, turn: Side) -> String {
    tr_args(lang, "to-move", &side_args(kind, turn))
}

/// "White wins" (Ukrainian «перемогли білі»), for the progress of a finished game.
pub fn winner(lang: Lang, kind: GameKind, side: Side) -> String {
    tr_args(lang, "winner", &side_args(kind, side))
}

/// The check header: whose king, and whether the side is in check, exposed its own
/// king in this series, or is attacked by this series.
pub fn check_text(lang: Lang, kind: GameKind, note: CheckNote) -> String {
    let [side, king] = side_args(kind, note.side);
    let cell = ("cell", Arg::from(note.cell.to_string()));
    match note.kind {
        CheckKind::InCheck => tr_args(lang, "check-in-check", &[side, king, cell]),
        CheckKind::SelfExposed => tr_args(lang, "check-self-exposed", &[side, king]),
        CheckKind::Gives => tr_args(lang, "check-gives", &[side, king, cell]),
    }
}

/// A king attacked in a position browsed: in check (the side to move, at the start
/// of its turn) or only attacked.
pub fn browsed_check(lang: Lang, kind: GameKind, side: Side, in_check: bool) -> String {
    let id = if in_check {
        "browse-in-check"
    } else {
        "browse-attacked"
    };
    tr_args(lang, id, &side_args(kind, side))
}

/// Why a game ended, as the result line writes it after the dash ("Checkmate",
/// "Perpetual check by Red"; Ukrainian «мат», «вічний шах з боку червоних»).
pub fn end_reason(lang: Lang, kind: GameKind, reason: EndReason) -> String {
    let by = |id: &str, s: Side| tr_args(lang, id, &side_args(kind, s));
    match reason {
        EndReason::Checkmate => tr(lang, "end-checkmate"),
        EndReason::Stalemate => tr(lang, "end-stalemate"),
        EndReason::Repetition => tr(lang, "end-repetition"),
        EndReason::PerpetualCheck(s) => by("end-perpetual-check", s),
        EndReason::MutualPerpetualCheck => tr(lang, "end-mutual-perpetual-check"),
        EndReason::PerpetualChase(s) => by("end-perpetual-chase", s),
        EndReason::MutualPerpetualChase => tr(lang, "end-mutual-perpetual-chase"),
        EndReason::IdleRepetition => tr(lang, "end-idle-repetition"),
        EndReason::ClubLimit(s) => by("end-club-limit", s),
        EndReason::InsufficientMaterial => tr(lang, "end-insufficient-material"),
        EndReason::MoveLimit => tr(lang, "end-move-limit"),
        EndReason::Agreement => tr(lang, "end-agreement"),
        EndReason::Resignation(s) => by("end-resignation", s),
        EndReason::Time(s) => by("end-time", s),
    }
}

/// The result line: "Result: White wins — Checkmate", "Result: Draw — Agreement";
/// empty while the game goes on.
pub fn result_line(lang: Lang, kind: GameKind, result: GameResult) -> String {
    match result {
        GameResult::Ongoing => String::new(),
        GameResult::Win { winner, reason } => {
            let [side, king] = side_args(kind, winner);
            let reason = ("reason", end_reason(lang, kind, reason).into());
            tr_args(lang, "result-win", &[side, king, reason])
        }
        GameResult::Draw { reason } => tr_args(
            lang,
            "result-draw",
            &[("reason", end_reason(lang, kind, reason).into())],
        ),
    }
}

/// A notation's name: "algebraic", "WXF", "Chinese".
pub fn notation_name(lang: Lang, style: crate::tui::port::NotationStyle) -> String {
    use crate::tui::port::NotationStyle;
    tr(
        lang,
        match style {
            NotationStyle::Standard => "notation-standard",
            NotationStyle::Wxf => "notation-wxf",
            NotationStyle::Chinese => "notation-chinese",
            NotationStyle::Seed => "notation-seed",
            NotationStyle::Coordinates => "notation-coordinates",
        },
    )
}

/// A refusal as the player reads it in `lang`. The Flickering move refusals
/// ([`crate::flicker::Refusal`]) are rendered from their values; the others keep
/// their English `Display` for now (see the report of issue 13 for what is left).
/// A typed move the rules refused, named by its place in the series: "Move 2
/// (Л:b8): …" (the other notation errors keep their English for now).
fn refused_move(lang: Lang, err: &crate::flicker::notation::NotationError) -> Option<String> {
    use crate::flicker::notation::{MoveTextError, NotationError};
    let NotationError::Move {
        index,
        of,
        text,
        reason: MoveTextError::Refused(r),
    } = err
    else {
        return None;
    };
    let why = flicker_refusal(lang, r);
    Some(if *of > 1 {
        tr_args(
            lang,
            "refusal-move-of-series",
            &[
                ("index", (*index).into()),
                ("text", text.clone().into()),
                ("why", why.into()),
            ],
        )
    } else {
        tr_args(
            lang,
            "refusal-move-text",
            &[("text", text.clone().into()), ("why", why.into())],
        )
    })
}

pub fn refusal(lang: Lang, err: &crate::tui::port::GameError) -> String {
    use crate::session::flicker::GameError as Flicker;
    use crate::tui::port::GameError;
    match err {
        GameError::Flickering(Flicker::Refused(r)) => flicker_refusal(lang, r),
        GameError::SeriesNotPlayed(Flicker::Refused(r)) => tr_args(
            lang,
            "refusal-nothing-played",
            &[("why", flicker_refusal(lang, r).into())],
        ),
        GameError::SeriesNotPlayed(Flicker::Notation(n)) => match refused_move(lang, n) {
            Some(why) => tr_args(lang, "refusal-nothing-played", &[("why", why.into())]),
            None => err.to_string(),
        },
        GameError::Flickering(Flicker::Notation(n)) => {
            refused_move(lang, n).unwrap_or_else(|| err.to_string())
        }
        other => other.to_string(),
    }
}

/// A refused Flickering move: `$role` is the unit's (`king` … `pawn`), squares are
/// names (`e4`), `$side` is `white` or `black`.
pub fn flicker_refusal(lang: Lang, r: &crate::flicker::Refusal) -> String {
    use crate::chess::CastleSide;
    use crate::flicker::Refusal as R;
    let sq = |s: &crate::chess::Square| Arg::from(s.to_string());
    let role = |r: &crate::chess::Role| Arg::from(r.name());
    match r {
        R::NoUnit { side, square } => tr_args(
            lang,
            "refusal-no-unit",
            &[
                ("side", side_key(GameKind::Flickering, *side).into()),
                ("square", sq(square)),
            ],
        ),
        R::AlreadyMoved { role: r, square } => tr_args(
            lang,
            "refusal-already-moved",
            &[("role", role(r)), ("square", sq(square))],
        ),
        R::CapturesKing { square } => {
            tr_args(lang, "refusal-captures-king", &[("square", sq(square))])
        }
        R::OwnPiece { to, role: r } => tr_args(
            lang,
            "refusal-own-piece",
            &[("to", sq(to)), ("role", role(r))],
        ),
        R::KingAttacked {
            to,
            attacker,
            attacker_role,
        } => tr_args(
            lang,
            "refusal-king-attacked",
            &[
                ("to", sq(to)),
                ("attacker", sq(attacker)),
                ("role", role(attacker_role)),
            ],
        ),
        R::CannotReach { role: r, from, to } => tr_args(
            lang,
            "refusal-cannot-reach",
            &[("role", role(r)), ("from", sq(from)), ("to", sq(to))],
        ),
        R::Blocked {
            role: r,
            from,
            to,
            block,
        } => tr_args(
            lang,
            "refusal-blocked",
            &[
                ("role", role(r)),
                ("from", sq(from)),
                ("to", sq(to)),
                ("block", sq(block)),
            ],
        ),
        R::PawnCaptureEmpty { to } => {
            tr_args(lang, "refusal-pawn-capture-empty", &[("to", sq(to))])
        }
        // The reason is English text from the rules core (not yet a value).
        R::Castling { side, reason } => tr_args(
            lang,
            "refusal-castling",
            &[
                (
                    "wing",
                    if *side == CastleSide::King {
                        "king"
                    } else {
                        "queen"
                    }
                    .into(),
                ),
                ("reason", reason.to_string().into()),
            ],
        ),
        R::PromotionNeeded { from, to } => tr_args(
            lang,
            "refusal-promotion-needed",
            &[("from", sq(from)), ("to", sq(to))],
        ),
        R::NoPromotion => tr(lang, "refusal-no-promotion"),
        R::BadPromotion(r) => tr_args(lang, "refusal-bad-promotion", &[("role", role(r))]),
    }
}
