//! Flickering Chess refusals in words: a move the rules refuse
//! ([`crate::flicker::Refusal`]), castling, a series that cannot end, a series text
//! that was not read, and the session's own refusals. `$role` is a unit's (`king`
//! … `pawn`), squares are names (`e4`), `$side` is `white` or `black`.

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::session::GameKind;
use crate::words::common::{and_list, side_key, Say};
use crate::words::sides::over;

/// The Flickering Chess session's refusal.
impl Say for crate::session::flicker::GameError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        use crate::session::flicker::GameError as F;
        let side = |id: &str, s: &Side| {
            tr_args(
                lang,
                id,
                &[("side", side_key(GameKind::Flickering, *s).into())],
            )
        };
        match e {
            F::Over(result) => over(lang, GameKind::Flickering, *result),
            F::Refused(r) => r.say(lang),
            F::CannotEnd(c) => tr_args(lang, "game-cannot-end", &[("why", c.say(lang).into())]),
            F::TypedSeriesCannotEnd { tried, why } => tr_args(
                lang,
                "game-typed-series-cannot-end",
                &[
                    ("tried", tried.as_str().into()),
                    ("why", why.say(lang).into()),
                ],
            ),
            F::NothingToUndo => tr(lang, "game-nothing-to-take-back"),
            F::NothingToRedo => tr(lang, "game-nothing-to-redo"),
            F::Notation(n) => n.say(lang),
            F::OfferUsed(s) => side("game-offer-used", s),
            F::OfferPending => tr(lang, "game-offer-pending"),
            F::NoOffer(s) => side("game-no-offer", s),
        }
    }
}

/// "the rook on e3" (Ukrainian «тура на e3»).
pub fn unit_on(lang: Lang, role: crate::chess::Role, square: crate::chess::Square) -> String {
    tr_args(
        lang,
        "game-role-on",
        &[
            ("role", role.name().into()),
            ("square", square.to_string().into()),
        ],
    )
}

/// Why a Flickering series cannot end.
impl Say for crate::flicker::CannotEnd {
    fn say(&self, lang: Lang) -> String {
        let c = self;
        use crate::flicker::CannotEnd as C;
        match c {
            C::NoMove => tr(lang, "game-cannot-end-no-move"),
            C::KingAttacked(list) => {
                let attackers = list.iter().map(|(r, s)| unit_on(lang, *r, *s)).collect();
                tr_args(
                    lang,
                    "game-cannot-end-king-attacked",
                    &[("attackers", and_list(lang, attackers).into())],
                )
            }
        }
    }
}

/// A Flickering series text that was not read or not played.
impl Say for crate::flicker::notation::NotationError {
    fn say(&self, lang: Lang) -> String {
        let err = self;
        use crate::flicker::notation::NotationError as N;
        match err {
            N::Empty => tr(lang, "game-series-empty"),
            N::Move {
                index,
                of,
                text,
                reason,
            } => {
                let text = crate::core::text::shown(text);
                let why = reason.say(lang);
                if *of > 1 {
                    tr_args(
                        lang,
                        "refusal-move-of-series",
                        &[
                            ("index", (*index).into()),
                            ("text", text.into()),
                            ("why", why.into()),
                        ],
                    )
                } else {
                    tr_args(
                        lang,
                        "refusal-move-text",
                        &[("text", text.into()), ("why", why.into())],
                    )
                }
            }
        }
    }
}

/// Why one move of a Flickering series text failed.
impl Say for crate::flicker::notation::MoveTextError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        use crate::flicker::notation::{Alphabet, MoveNotation, MoveTextError as M};
        let alphabet = |c: char| match Alphabet::of(c) {
            Alphabet::Latin => "latin",
            Alphabet::Cyrillic => "cyrillic",
        };
        match e {
            M::Malformed => tr(lang, "game-move-malformed"),
            M::LookAlike { found, like } => tr_args(
                lang,
                "game-move-look-alike",
                &[
                    ("found", found.to_string().into()),
                    ("like", like.to_string().into()),
                    ("found-alphabet", alphabet(*found).into()),
                    ("like-alphabet", alphabet(*like).into()),
                ],
            ),
            M::AmbiguousNotation(list) => {
                let names = list
                    .iter()
                    .map(|n| {
                        let key = match n {
                            MoveNotation::Coordinate => "coordinate",
                            MoveNotation::San => "algebraic",
                            MoveNotation::CyrillicSan => "cyrillic",
                        };
                        tr_args(lang, "game-move-notation", &[("notation", key.into())])
                    })
                    .collect();
                tr_args(
                    lang,
                    "game-move-ambiguous-notation",
                    &[("notations", and_list(lang, names).into())],
                )
            }
            M::NoSuchMove { role, to } => tr_args(
                lang,
                "game-move-no-such",
                &[("role", role.name().into()), ("to", to.to_string().into())],
            ),
            M::Ambiguous { role, from, to } => {
                let from = from.iter().map(|s| s.to_string()).collect();
                tr_args(
                    lang,
                    "game-move-ambiguous",
                    &[
                        ("role", role.name().into()),
                        ("from", and_list(lang, from).into()),
                        ("to", to.to_string().into()),
                    ],
                )
            }
            M::NoCastling => tr(lang, "game-move-no-castling"),
            M::NothingToCapture(sq) => tr_args(
                lang,
                "game-move-nothing-to-capture",
                &[("square", sq.to_string().into())],
            ),
            M::Refused(r) => r.say(lang),
        }
    }
}

/// Why castling is refused.
impl Say for crate::flicker::CastleReason {
    fn say(&self, lang: Lang) -> String {
        let r = self;
        use crate::flicker::CastleReason as C;
        match r {
            C::NoRight => tr(lang, "game-castle-no-right"),
            C::PathOccupied(q) => tr_args(
                lang,
                "game-castle-path-occupied",
                &[("square", q.to_string().into())],
            ),
            C::Attacked {
                square,
                attacker,
                attacker_role,
            } => tr_args(
                lang,
                "game-castle-attacked",
                &[
                    ("square", square.to_string().into()),
                    ("attacker", attacker.to_string().into()),
                    ("role", attacker_role.name().into()),
                ],
            ),
        }
    }
}

/// A refused Flickering move: `$role` is the unit's (`king` … `pawn`), squares are
/// names (`e4`), `$side` is `white` or `black`.
impl Say for crate::flicker::Refusal {
    fn say(&self, lang: Lang) -> String {
        let r = self;
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
                    ("reason", reason.say(lang).into()),
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
}
