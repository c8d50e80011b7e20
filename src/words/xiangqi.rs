//! Xiangqi refusals in words: a move the rules refuse ([`crate::xiangqi::Refusal`]),
//! move text that was not read or names no legal move, and the session's own
//! refusals. `$piece` is the piece in words («червоний кінь»), `$kind` its kind
//! (`general` … `soldier`), points are names (`e2`).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::session::GameKind;
use crate::words::common::{and_list, side_key, Say};
use crate::words::sides::over;

/// The Xiangqi session's refusal.
impl Say for crate::session::xiangqi::GameError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        use crate::session::xiangqi::GameError as X;
        match e {
            X::GameOver(result) => over(lang, GameKind::Xiangqi, *result),
            X::IllegalMove(text) => tr_args(
                lang,
                "game-xq-illegal-move",
                &[("text", text.as_str().into())],
            ),
            X::NoDrawOffer(s) => tr_args(
                lang,
                "game-xq-no-draw-offer",
                &[("side", side_key(GameKind::Xiangqi, *s).into())],
            ),
            X::NothingToTakeBack => tr(lang, "game-xq-nothing-to-take-back"),
            X::NothingToRedo => tr(lang, "game-nothing-to-redo"),
            X::Notation(n) => n.say(lang),
        }
    }
}

/// A Xiangqi notation's name as the messages select on it.
fn xq_notation_key(n: Option<crate::xiangqi::notation::Notation>) -> &'static str {
    use crate::xiangqi::notation::Notation as N;
    match n {
        None => "any",
        Some(N::Coordinate) => "coordinate",
        Some(N::Algebraic) => "algebraic",
        Some(N::Wxf) => "wxf",
        Some(N::Chinese) => "chinese",
        Some(N::Cyrillic) => "author",
    }
}

/// Xiangqi move text that was not read, or names no legal move.
impl Say for crate::xiangqi::NotationError {
    fn say(&self, lang: Lang) -> String {
        let e = self;
        use crate::xiangqi::NotationError as N;
        let shown = |t: &str| Arg::from(crate::core::text::shown(t));
        match e {
            N::Malformed {
                text,
                notation,
                reason,
            } => tr_args(
                lang,
                "game-xq-malformed",
                &[
                    ("text", shown(text)),
                    ("notation", xq_notation_key(*notation).into()),
                    ("why", xq_malformed(lang, *reason).into()),
                ],
            ),
            N::Illegal { text, reason } => tr_args(
                lang,
                "game-xq-illegal",
                &[
                    ("text", shown(text)),
                    ("why", xq_illegal(lang, *reason).into()),
                ],
            ),
            N::Refused { text, refusal } => tr_args(
                lang,
                "game-xq-illegal",
                &[("text", shown(text)), ("why", refusal.say(lang).into())],
            ),
            N::Ambiguous { text, candidates } => tr_args(
                lang,
                "game-xq-ambiguous",
                &[
                    ("text", shown(text)),
                    ("candidates", candidates.as_str().into()),
                ],
            ),
            N::LookAlike { text, found, like } => {
                let alphabet = |c: char| {
                    if crate::core::alphabet::is_cyrillic(c) {
                        "cyrillic"
                    } else {
                        "latin"
                    }
                };
                tr_args(
                    lang,
                    "game-xq-look-alike",
                    &[
                        ("text", shown(text)),
                        ("found", found.to_string().into()),
                        ("like", like.to_string().into()),
                        ("found-alphabet", alphabet(*found).into()),
                        ("like-alphabet", alphabet(*like).into()),
                    ],
                )
            }
            N::AmbiguousNotation { text, notations } => {
                let names = notations
                    .iter()
                    .map(|n| {
                        tr_args(
                            lang,
                            "game-xq-notation",
                            &[("notation", xq_notation_key(Some(*n)).into())],
                        )
                    })
                    .collect();
                tr_args(
                    lang,
                    "game-xq-ambiguous-notation",
                    &[
                        ("text", text.as_str().into()),
                        ("notations", and_list(lang, names).into()),
                    ],
                )
            }
        }
    }
}

fn xq_malformed(lang: Lang, m: crate::xiangqi::notation::Malformed) -> String {
    use crate::xiangqi::notation::Malformed as M;
    tr(
        lang,
        match m {
            M::NoNotation => "game-xq-malformed-no-notation",
            M::TwoPoints => "game-xq-malformed-two-points",
            M::AlgebraicCharacters => "game-xq-malformed-algebraic-characters",
            M::PieceLetter => "game-xq-malformed-piece-letter",
            M::Empty => "game-xq-malformed-empty",
            M::UpperCaseFile => "game-xq-malformed-upper-case-file",
            M::NoDestination => "game-xq-malformed-no-destination",
            M::FileLetter => "game-xq-malformed-file-letter",
            M::Origin => "game-xq-malformed-origin",
            M::SoldierOrigin => "game-xq-malformed-soldier-origin",
            M::WxfPiece => "game-xq-malformed-wxf-piece",
            M::WxfFile => "game-xq-malformed-wxf-file",
            M::WxfDirection => "game-xq-malformed-wxf-direction",
            M::WxfNumber => "game-xq-malformed-wxf-number",
            M::ChinesePiece => "game-xq-malformed-chinese-piece",
            M::ChineseFile => "game-xq-malformed-chinese-file",
            M::ChineseDirection => "game-xq-malformed-chinese-direction",
            M::ChineseNumber => "game-xq-malformed-chinese-number",
            M::Trailing => "game-xq-malformed-trailing",
            M::CyrillicLetter => "game-xq-malformed-cyrillic-letter",
            M::CyrillicCharacters => "game-xq-malformed-cyrillic-characters",
        },
    )
}

pub(crate) fn xq_illegal(lang: Lang, i: crate::xiangqi::notation::Illegal) -> String {
    use crate::xiangqi::notation::Illegal as I;
    match i {
        I::NoneReaches { side, kind, to } => tr_args(
            lang,
            "game-xq-none-reaches",
            &[
                ("side", side_key(GameKind::Xiangqi, side).into()),
                ("kind", kind.name().into()),
                ("to", to.to_string().into()),
            ],
        ),
        I::NoneMakes { side, kind } => tr_args(
            lang,
            "game-xq-none-makes",
            &[
                ("side", side_key(GameKind::Xiangqi, side).into()),
                ("kind", kind.name().into()),
            ],
        ),
        I::NothingToCapture(p) => tr_args(
            lang,
            "game-xq-nothing-to-capture",
            &[("to", p.to_string().into())],
        ),
    }
}

/// "the red horse" (Ukrainian «червоний кінь», «червона колісниця»).
fn xq_piece(lang: Lang, piece: crate::xiangqi::Piece) -> String {
    tr_args(
        lang,
        "game-xq-piece",
        &[
            ("side", side_key(GameKind::Xiangqi, piece.side).into()),
            ("kind", piece.kind.name().into()),
        ],
    )
}

/// A refused Xiangqi move: `$piece` is the piece in words (`xq_piece`), `$kind`
/// its kind (`general` … `soldier`), points are names (`e2`).
impl Say for crate::xiangqi::Refusal {
    fn say(&self, lang: Lang) -> String {
        let r = self;
        use crate::xiangqi::Refusal as R;
        let pt = |p: &crate::xiangqi::Point| Arg::from(p.to_string());
        let piece = |p: &crate::xiangqi::Piece| Arg::from(xq_piece(lang, *p));
        let kind = |p: &crate::xiangqi::Piece| Arg::from(p.kind.name());
        let side = |s: Side| Arg::from(side_key(GameKind::Xiangqi, s));
        // A move from `from` to `to` and why not, with `extra` arguments.
        let moving = |id: &str,
                      p: &crate::xiangqi::Piece,
                      from: &crate::xiangqi::Point,
                      to: &crate::xiangqi::Point,
                      extra: &[(&str, Arg)]| {
            let mut args = vec![
                ("piece", piece(p)),
                ("kind", kind(p)),
                ("side", side(p.side)),
                ("from", pt(from)),
                ("to", pt(to)),
            ];
            args.extend(extra.iter().cloned());
            tr_args(lang, id, &args)
        };
        match r {
            R::NoPiece { point } => tr_args(lang, "game-xq-no-piece", &[("point", pt(point))]),
            R::NotYourPiece { piece: p, point } => tr_args(
                lang,
                "game-xq-not-your-piece",
                &[
                    ("piece", piece(p)),
                    ("point", pt(point)),
                    ("mover", side(!p.side)),
                ],
            ),
            R::OwnPiece {
                piece: p,
                from,
                to,
                target,
            } => moving(
                "game-xq-own-piece",
                p,
                from,
                to,
                &[
                    (
                        "target",
                        tr_args(lang, "game-piece", &[("kind", kind(target))]).into(),
                    ),
                    ("target-kind", kind(target)),
                ],
            ),
            R::HorseLegBlocked {
                piece: p,
                from,
                to,
                leg,
            } => moving("game-xq-horse-leg", p, from, to, &[("leg", pt(leg))]),
            R::ElephantEyeBlocked {
                piece: p,
                from,
                to,
                eye,
            } => moving("game-xq-elephant-eye", p, from, to, &[("eye", pt(eye))]),
            R::ElephantAcrossRiver { piece: p, from, to } => {
                moving("game-xq-elephant-river", p, from, to, &[])
            }
            R::OutOfPalace { piece: p, from, to } => {
                moving("game-xq-out-of-palace", p, from, to, &[])
            }
            R::PathBlocked {
                piece: p,
                from,
                to,
                block,
            } => moving("game-xq-path-blocked", p, from, to, &[("block", pt(block))]),
            R::CannonNoScreen { piece: p, from, to } => {
                moving("game-xq-cannon-no-screen", p, from, to, &[])
            }
            R::CannonScreens {
                piece: p,
                from,
                to,
                screens,
            } => {
                let list: Vec<String> = screens.iter().map(|s| s.to_string()).collect();
                moving(
                    "game-xq-cannon-screens",
                    p,
                    from,
                    to,
                    &[
                        ("count", screens.len().into()),
                        ("screens", list.join(", ").into()),
                    ],
                )
            }
            R::SoldierBackwards { piece: p, from, to } => {
                moving("game-xq-soldier-backwards", p, from, to, &[])
            }
            R::SoldierSideways { piece: p, from, to } => {
                moving("game-xq-soldier-sideways", p, from, to, &[])
            }
            R::NotItsMove { piece: p, from, to } => {
                moving("game-xq-not-its-move", p, from, to, &[])
            }
            R::GeneralAttacked {
                piece: p,
                from,
                to,
                attacker,
                attacker_at,
            } => moving(
                "game-xq-general-attacked",
                p,
                from,
                to,
                &[("attacker", piece(attacker)), ("at", pt(attacker_at))],
            ),
            R::GeneralsFace {
                piece: p,
                from,
                to,
                file,
            } => moving(
                "game-xq-generals-face",
                p,
                from,
                to,
                &[("file", file.to_string().into())],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::samples::xq;

    #[test]
    fn ukrainian_pieces_agree_in_gender() {
        use crate::xiangqi::PieceKind as K;
        let r = |k| xq_piece(Lang::Uk, xq(Side::White, k));
        assert_eq!(r(K::Chariot), "червона колісниця");
        assert_eq!(r(K::Cannon), "червона гармата");
        assert_eq!(r(K::Horse), "червоний кінь");
        assert_eq!(
            xq_piece(Lang::Uk, xq(Side::Black, K::Elephant)),
            "чорний слон"
        );
        assert_eq!(
            xq_piece(Lang::En, xq(Side::Black, K::Elephant)),
            "black elephant"
        );
    }
}
