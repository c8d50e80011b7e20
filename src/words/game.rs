//! The words of the values the screens show — sides, turns, checks, results, the
//! game screen's refusals from every layer (the rules cores', the sessions', the
//! notations', a UCI engine's) and its messages — in the player's language, from the
//! message files ([`crate::i18n`]). The values come from the layers below as types;
//! only here do they become words. In English the words are those of the errors'
//! own `Display` (the tests below walk every case and hold them equal).
//!
//! Sides reach the messages as a `side` argument (`white`, `black`, `red`) and the
//! game's king as `king` (`king`, `general`), so that each language writes the case
//! and agreement it needs (Ukrainian: «Хід білих», «Шах чорним»).

use crate::core::Side;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::play::port::{CheckKind, CheckNote, GameError, PieceKind};
use crate::session::{EndReason, GameKind, GameResult};

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
pub fn notation_name(lang: Lang, style: crate::play::port::NotationStyle) -> String {
    use crate::play::port::NotationStyle;
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

/// A refusal as the player reads it in `lang`: every case of [`GameError`], with the
/// typed values it carries from the session and the rules core rendered here. In
/// English the words are those of the errors' `Display` (a test holds them equal).
pub fn refusal(lang: Lang, err: &GameError) -> String {
    use GameError as E;
    let t = |id: &str| tr(lang, id);
    let side_of = |kind: GameKind, s: Side| side_title(lang, kind, s);
    match err {
        E::Flickering(e) => flicker_session(lang, e),
        E::SeriesNotPlayed(e) => tr_args(
            lang,
            "refusal-nothing-played",
            &[("why", flicker_session(lang, e).into())],
        ),
        E::NothingToRedo => t("game-nothing-to-redo"),
        E::Xiangqi(e) => xiangqi_session(lang, e),
        E::XiangqiNotation(e) => xiangqi_notation(lang, e),
        E::GameOver { kind, result } => tr_args(
            lang,
            "game-refusal-over",
            &[("reason", result_reason(lang, *kind, *result).into())],
        ),
        E::NoText => t("game-refusal-no-text"),
        E::OffBoard => t("game-refusal-off-board"),
        E::CannotMove { piece, from, to } => tr_args(
            lang,
            "game-refusal-cannot-move",
            &[
                ("kind", piece.map_or("piece", PieceKind::name).into()),
                ("from", from.to_string().into()),
                ("to", to.to_string().into()),
            ],
        ),
        E::NoSuchPromotion => t("game-refusal-no-such-promotion"),
        E::NotCoordinates(text) => tr_args(
            lang,
            "game-refusal-not-coordinates",
            &[("text", text.as_str().into())],
        ),
        E::NothingToTakeBack => t("game-nothing-to-take-back"),
        E::NothingOfYoursToTakeBack => t("game-refusal-nothing-of-yours"),
        E::OpponentCannotPlay { name } => tr_args(
            lang,
            "game-refusal-opponent-cannot-play",
            &[("name", name.as_str().into())],
        ),
        E::NoDrawOffered => t("game-refusal-no-draw-offered"),
        E::NoDraws => t("game-refusal-no-draws"),
        E::NoSeries => t("game-refusal-no-series"),
        E::NoHints => t("game-refusal-no-hints"),
        E::NoRescueNeeded(s) => by_side(
            lang,
            "game-refusal-no-rescue-needed",
            GameKind::Flickering,
            *s,
        ),
        E::KingSafeNow(s) => by_side(lang, "game-refusal-king-safe-now", GameKind::Flickering, *s),
        E::NoRescueFromHere(s) => by_side(
            lang,
            "game-refusal-no-rescue-from-here",
            GameKind::Flickering,
            *s,
        ),
        E::NoRescue { side, verdict } => {
            let [s, k] = side_args(GameKind::Flickering, *side);
            let verdict = if *verdict == EndReason::Stalemate {
                "stalemate"
            } else {
                "mate"
            };
            let name = ("name", side_title(lang, GameKind::Flickering, *side).into());
            tr_args(
                lang,
                "game-refusal-no-rescue",
                &[s, k, name, ("verdict", verdict.into())],
            )
        }
        E::NoReplyNeeded(s) => by_side(lang, "game-refusal-no-reply-needed", GameKind::Xiangqi, *s),
        E::NotYourPiece {
            kind,
            piece,
            cell,
            owner,
        } => tr_args(
            lang,
            "game-refusal-not-your-piece",
            &[
                ("kind", piece.name().into()),
                ("cell", cell.to_string().into()),
                ("owner", side_key(*kind, *owner).into()),
                ("owner-name", side_of(*kind, *owner).into()),
                ("mover", side_key(*kind, !*owner).into()),
                ("mover-name", side_of(*kind, !*owner).into()),
            ],
        ),
        E::NoPiece { kind, cell, mover } => tr_args(
            lang,
            "game-refusal-no-piece",
            &[
                ("cell", cell.to_string().into()),
                ("side", side_key(*kind, *mover).into()),
                ("name", side_of(*kind, *mover).into()),
            ],
        ),
        E::StepLost { what } => tr_args(
            lang,
            "game-refusal-step-lost",
            &[("what", what.as_str().into())],
        ),
    }
}

/// A message whose only arguments are a side (`$side`, `$king`, and `$name`: the
/// side's title as a sentence writes it).
fn by_side(lang: Lang, id: &str, kind: GameKind, side: Side) -> String {
    let [s, k] = side_args(kind, side);
    tr_args(
        lang,
        id,
        &[s, k, ("name", side_title(lang, kind, side).into())],
    )
}

/// Why a game ended, inside a sentence ("the game is over (checkmate)"): the
/// reason's first letter in lower case unless the reason starts with a side's name
/// ("White resigned").
pub fn end_reason_in_sentence(lang: Lang, kind: GameKind, reason: EndReason) -> String {
    let text = end_reason(lang, kind, reason);
    let named = Side::ALL
        .into_iter()
        .any(|s| text.starts_with(&side_title(lang, kind, s)));
    if named {
        return text;
    }
    let mut c = text.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => text,
    }
}

/// The reason of a finished game inside a sentence (empty while it goes on).
fn result_reason(lang: Lang, kind: GameKind, result: GameResult) -> String {
    match result {
        GameResult::Ongoing => String::new(),
        GameResult::Win { reason, .. } | GameResult::Draw { reason } => {
            end_reason_in_sentence(lang, kind, reason)
        }
    }
}

/// "Game over: White wins — checkmate." (the message line when a game ends).
pub fn game_over(lang: Lang, kind: GameKind, result: GameResult) -> String {
    let reason = ("reason", Arg::from(result_reason(lang, kind, result)));
    match result {
        GameResult::Ongoing => String::new(),
        GameResult::Win { winner, .. } => {
            let [s, k] = side_args(kind, winner);
            tr_args(lang, "game-over-win", &[s, k, reason])
        }
        GameResult::Draw { .. } => tr_args(lang, "game-over-draw", &[reason]),
    }
}

/// A list in words: "a", "a and b", "a, b and c" (empty for none).
/// "a, b and c" in `lang` (nothing for none).
pub fn and_list(lang: Lang, mut items: Vec<String>) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_default();
            tr_args(
                lang,
                "game-and",
                &[("first", items.join(", ").into()), ("last", last.into())],
            )
        }
    }
}

/// The Flickering Chess session's refusal.
pub fn flicker_session(lang: Lang, e: &crate::session::flicker::GameError) -> String {
    use crate::session::flicker::GameError as F;
    let side = |id: &str, s: &Side| {
        tr_args(
            lang,
            id,
            &[("side", side_key(GameKind::Flickering, *s).into())],
        )
    };
    match e {
        F::Over(_) => tr(lang, "game-refusal-over-plain"),
        F::Refused(r) => flicker_refusal(lang, r),
        F::CannotEnd(c) => tr_args(
            lang,
            "game-cannot-end",
            &[("why", cannot_end(lang, c).into())],
        ),
        F::TypedSeriesCannotEnd { tried, why } => tr_args(
            lang,
            "game-typed-series-cannot-end",
            &[
                ("tried", tried.as_str().into()),
                ("why", cannot_end(lang, why).into()),
            ],
        ),
        F::NothingToUndo => tr(lang, "game-nothing-to-take-back"),
        F::NothingToRedo => tr(lang, "game-nothing-to-redo"),
        F::Notation(n) => flicker_notation(lang, n),
        F::OfferUsed(s) => side("game-offer-used", s),
        F::OfferPending => tr(lang, "game-offer-pending"),
        F::NoOffer(s) => side("game-no-offer", s),
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
pub fn cannot_end(lang: Lang, c: &crate::flicker::CannotEnd) -> String {
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

/// A Flickering series text that was not read or not played.
pub fn flicker_notation(lang: Lang, err: &crate::flicker::notation::NotationError) -> String {
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
            let why = move_text_error(lang, reason);
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

/// Why one move of a Flickering series text failed.
pub fn move_text_error(lang: Lang, e: &crate::flicker::notation::MoveTextError) -> String {
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
        M::Refused(r) => flicker_refusal(lang, r),
    }
}

/// Why castling is refused.
pub fn castle_reason(lang: Lang, r: &crate::flicker::CastleReason) -> String {
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

/// The Xiangqi session's refusal.
pub fn xiangqi_session(lang: Lang, e: &crate::session::xiangqi::GameError) -> String {
    use crate::session::xiangqi::GameError as X;
    match e {
        X::GameOver(_) => tr(lang, "game-refusal-over-plain"),
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
        X::Notation(n) => xiangqi_notation(lang, n),
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
    }
}

/// Xiangqi move text that was not read, or names no legal move.
pub fn xiangqi_notation(lang: Lang, e: &crate::xiangqi::NotationError) -> String {
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
            &[
                ("text", shown(text)),
                ("why", xiangqi_refusal(lang, refusal).into()),
            ],
        ),
        N::Ambiguous { text, candidates } => tr_args(
            lang,
            "game-xq-ambiguous",
            &[
                ("text", shown(text)),
                ("candidates", candidates.as_str().into()),
            ],
        ),
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
        },
    )
}

fn xq_illegal(lang: Lang, i: crate::xiangqi::notation::Illegal) -> String {
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
pub fn xiangqi_refusal(lang: Lang, r: &crate::xiangqi::Refusal) -> String {
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
        R::OutOfPalace { piece: p, from, to } => moving("game-xq-out-of-palace", p, from, to, &[]),
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
        R::NotItsMove { piece: p, from, to } => moving("game-xq-not-its-move", p, from, to, &[]),
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
                ("reason", castle_reason(lang, reason).into()),
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

/// Which position a browsed snapshot shows ("after move 3 (Che3)", "start");
/// `seed`: series letters as the seed writes them.
pub fn caption(lang: Lang, kind: GameKind, c: &crate::play::port::Caption, seed: bool) -> String {
    use crate::play::port::Caption as C;
    match c {
        C::Start => tr(lang, "game-caption-start"),
        C::AfterSeries(line) => tr_args(
            lang,
            "game-caption-after-series",
            &[("line", line.as_str().into())],
        ),
        C::AfterMove { number, text } => tr_args(
            lang,
            "game-caption-after-move",
            &[("number", (*number).into()), ("text", text.as_str().into())],
        ),
        C::InSeries {
            number,
            side,
            step,
            of,
            moves,
        } => tr_args(
            lang,
            "game-caption-in-series",
            &[
                ("label", turn_label(lang, kind, *number, *side, seed).into()),
                ("step", (*step).into()),
                ("of", (*of).into()),
                ("moves", moves.as_str().into()),
            ],
        ),
    }
}

/// What a hint's moves are ("A rescue series", "All 3 legal replies to the check").
pub fn hint_heading(lang: Lang, h: crate::play::port::HintHeading) -> String {
    use crate::play::port::HintHeading as H;
    match h {
        H::RescueSeries => tr(lang, "game-hint-rescue-series"),
        H::RescueFromHere => tr(lang, "game-hint-rescue-from-here"),
        H::Replies(n) => tr_args(lang, "game-hint-replies", &[("count", n.into())]),
    }
}

/// A notice about the last move: a Xiangqi repetition warning, naming the player
/// who must change and what one more occurrence decides.
pub fn notice(lang: Lang, n: &crate::play::port::Notice) -> String {
    use crate::play::port::Notice;
    let kind = GameKind::Xiangqi;
    match n {
        Notice::Repetition(w) => {
            let player = ("side", Arg::from(side_key(kind, w.player)));
            match w.at_stake {
                GameResult::Win { winner, reason } => tr_args(
                    lang,
                    "game-notice-repetition-loses",
                    &[
                        player,
                        ("loser", side_key(kind, !winner).into()),
                        ("reason", end_reason_in_sentence(lang, kind, reason).into()),
                    ],
                ),
                GameResult::Draw { reason } => tr_args(
                    lang,
                    "game-notice-repetition-draws",
                    &[
                        player,
                        ("reason", end_reason_in_sentence(lang, kind, reason).into()),
                    ],
                ),
                GameResult::Ongoing => tr_args(lang, "game-notice-repetition-goes-on", &[player]),
            }
        }
    }
}

/// A piece's name (`king` … `soldier`, both games), as the promotion picker and
/// the messages about a piece write it.
pub fn piece_name(lang: Lang, kind: PieceKind) -> String {
    tr_args(lang, "game-piece", &[("kind", kind.name().into())])
}

/// The computer opponent at its level, or a UCI engine by its name: "The computer
/// (level 3)", to start a sentence with.
pub fn opponent_name(lang: Lang, o: &crate::play::opponent::Opponent) -> String {
    use crate::play::opponent::OpponentKind;
    match &o.kind {
        OpponentKind::Computer { level } => tr_args(
            lang,
            "game-computer",
            &[("level", u32::from(level.number()).into())],
        ),
        OpponentKind::Engine { .. } => o.name(),
    }
}

/// A player's name as the panel shows it: the computer's side, named after it by
/// the new-game screen ("Computer (level 3)", as the record keeps it), in `lang`;
/// any other name as it was given.
pub fn player_name(
    lang: Lang,
    opponent: Option<&crate::play::opponent::Opponent>,
    side: Side,
    name: String,
) -> String {
    use crate::play::opponent::OpponentKind;
    let Some(OpponentKind::Computer { level }) =
        opponent.filter(|o| o.side == side).map(|o| &o.kind)
    else {
        return name;
    };
    let args = [("level", Arg::from(u32::from(level.number())))];
    if name == tr_args(Lang::En, "game-computer-player", &args) {
        tr_args(lang, "game-computer-player", &args)
    } else {
        name
    }
}

/// Whether a record's player name names no one: empty, `?` (PGN's unknown) or
/// the side's own title ("White", "Red"), which is what an unnamed player is
/// written as.
pub fn is_side_name(kind: GameKind, side: Side, name: &str) -> bool {
    let name = name.trim();
    name.is_empty() || name == "?" || name == crate::play::port::side_title(kind, side)
}

/// A record's player as the player reads it: a name as written, a side without
/// one by the side's title in `lang` (a record from an English session says
/// "White" where a Ukrainian one is read as «Білі»).
pub fn shown_player(lang: Lang, kind: GameKind, side: Side, name: &str) -> String {
    if is_side_name(kind, side, name) {
        side_title(lang, kind, side)
    } else {
        name.trim().to_string()
    }
}

/// Why the opponent has no reply.
pub fn opponent_error(lang: Lang, e: &crate::play::opponent::OpponentError) -> String {
    use crate::flicker::engine::EngineError;
    use crate::play::opponent::OpponentError as O;
    match e {
        O::Computer(EngineError::BadLevel(n)) => tr_args(
            lang,
            "game-computer-bad-level",
            &[("level", u32::from(*n).into())],
        ),
        O::Computer(EngineError::NoSeries { side, verdict }) => tr_args(
            lang,
            "game-computer-no-series",
            &[
                ("side", side_key(GameKind::Flickering, *side).into()),
                (
                    "verdict",
                    if *verdict == "stalemate" {
                        "stalemate"
                    } else {
                        "mate"
                    }
                    .into(),
                ),
            ],
        ),
        O::Engine(u) => uci_error(lang, u),
        O::WrongGame(name) => tr_args(
            lang,
            "game-opponent-wrong-game",
            &[("name", name.as_str().into())],
        ),
    }
}

/// A UCI engine's failure; an error the operating system reports (a file that
/// cannot be run) is worded as [`crate::words::files::io_error`] words it.
pub fn uci_error(lang: Lang, e: &crate::uci::UciError) -> String {
    use crate::uci::{Doing, Expected, UciError as U};
    // The system's error as the files' messages word it.
    let io = |source: &std::io::Error| crate::words::files::io_error(lang, source);
    let doing = |d: &Doing| {
        Arg::from(match d {
            Doing::Starting => "starting",
            Doing::GettingReady => "getting-ready",
            Doing::Thinking => "thinking",
        })
    };
    match e {
        U::Spawn { path, source } => tr_args(
            lang,
            "game-engine-spawn",
            &[
                ("path", path.display().to_string().into()),
                ("why", io(source).into()),
            ],
        ),
        U::Exited { name, doing: d } => tr_args(
            lang,
            "game-engine-exited",
            &[("name", name.as_str().into()), ("doing", doing(d))],
        ),
        U::Timeout {
            name,
            doing: d,
            after,
        } => tr_args(
            lang,
            "game-engine-timeout",
            &[
                ("name", name.as_str().into()),
                ("doing", doing(d)),
                ("ms", after.as_millis().to_string().into()),
            ],
        ),
        U::Garbage {
            name,
            line,
            expected,
        } => tr_args(
            lang,
            "game-engine-garbage",
            &[
                ("name", name.as_str().into()),
                ("line", line.as_str().into()),
                (
                    "expected",
                    match expected {
                        Expected::BestMove => "bestmove",
                        Expected::Move => "move",
                    }
                    .into(),
                ),
            ],
        ),
        U::IllegalMove { name, text, reason } => {
            let why = match &reason.0 {
                crate::xiangqi::NotationError::Refused { refusal, .. } => {
                    xiangqi_refusal(lang, refusal)
                }
                other => xiangqi_notation(lang, other),
            };
            tr_args(
                lang,
                "game-engine-illegal-move",
                &[
                    ("name", name.as_str().into()),
                    ("text", text.as_str().into()),
                    ("why", why.into()),
                ],
            )
        }
        U::NoMove { name } => tr_args(
            lang,
            "game-engine-no-move",
            &[("name", name.as_str().into())],
        ),
        U::Io { name, source } => tr_args(
            lang,
            "game-engine-io-failed",
            &[("name", name.as_str().into()), ("why", io(source).into())],
        ),
    }
}

/// The board colours' name (`T` turns to the next).
pub fn theme_name(lang: Lang, theme: crate::config::Theme) -> String {
    use crate::config::Theme;
    let key = match theme {
        Theme::Default => "default",
        Theme::HighContrast => "high-contrast",
        Theme::Mono => "mono",
    };
    tr_args(lang, "game-theme", &[("theme", key.into())])
}

#[cfg(test)]
mod tests {
    //! Every refusal the game screen can show, walked variant by variant (a new
    //! variant fails to compile in `variant` until it is named and sampled here):
    //! in English the words are the error's own `Display`, in Ukrainian no English
    //! word is left.
    use super::*;
    use crate::chess::{CastleSide, Role, Square};
    use crate::flicker::notation::{MoveNotation, MoveTextError, NotationError as FlickerText};
    use crate::flicker::{CannotEnd, CastleReason, Refusal as FlickerMove};
    use crate::play::port::Cell;
    use crate::session::flicker::GameError as FlickerSession;
    use crate::session::xiangqi::GameError as XiangqiSession;
    use crate::xiangqi::notation::{Illegal, Malformed, Notation};

    #[test]
    fn an_unnamed_player_is_the_side_in_the_readers_language() {
        let (x, f) = (GameKind::Xiangqi, GameKind::Flickering);
        assert_eq!(shown_player(Lang::Uk, x, Side::White, "Red"), "Червоні");
        assert_eq!(shown_player(Lang::Uk, f, Side::Black, "?"), "Чорні");
        assert_eq!(shown_player(Lang::Uk, f, Side::White, ""), "Білі");
        assert_eq!(shown_player(Lang::En, f, Side::White, "Білі"), "Білі");
        assert_eq!(shown_player(Lang::Uk, f, Side::White, " Olena "), "Olena");
        // "Red" is a name in Flickering Chess, where the side is White.
        assert_eq!(shown_player(Lang::Uk, f, Side::White, "Red"), "Red");
    }
    use crate::xiangqi::{NotationError as XiangqiText, Piece, Point, Refusal as XiangqiMove};

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("a square")
    }
    fn pt(s: &str) -> Point {
        Point::parse(s).expect("a point")
    }
    fn xq(side: Side, kind: crate::xiangqi::PieceKind) -> Piece {
        Piece::new(side, kind)
    }

    /// Words of Latin letters only, three or more, that a Ukrainian message may
    /// still hold: names of notations and keys, and the letters of piece notations.
    /// (`uci`, `isready`, `bestmove`: words of the engine protocol, quoted.)
    const LATIN_ALLOWED: &[&str] = &["WXF", "FEN", "Esc", "UCI", "uci", "isready", "bestmove"];

    /// The English words left in a Ukrainian text: runs of Latin letters of three or
    /// more (moves and squares such as `Che3`, `e2e4` carry digits and are
    /// notation, not words).
    fn english_words(text: &str) -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().count() >= 3)
            .filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
            .filter(|w| !LATIN_ALLOWED.contains(w))
            .map(str::to_string)
            .collect()
    }

    fn flicker_moves() -> Vec<FlickerMove> {
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

    fn flicker_texts() -> Vec<FlickerText> {
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

    fn flicker_sessions() -> Vec<FlickerSession> {
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
        v.extend(flicker_moves().into_iter().map(FlickerSession::Refused));
        v.extend(flicker_texts().into_iter().map(FlickerSession::Notation));
        v
    }

    fn xiangqi_moves() -> Vec<XiangqiMove> {
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

    fn xiangqi_texts() -> Vec<XiangqiText> {
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
            ]
            .get(i % 5)
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

    fn xiangqi_sessions() -> Vec<XiangqiSession> {
        let mut v = vec![
            XiangqiSession::IllegalMove("h3e3".into()),
            XiangqiSession::NoDrawOffer(Side::Black),
            XiangqiSession::NoDrawOffer(Side::White),
            XiangqiSession::NothingToTakeBack,
            XiangqiSession::NothingToRedo,
        ];
        v.extend(xiangqi_texts().into_iter().map(XiangqiSession::Notation));
        v
    }

    /// Every refusal the port carries, with the layers' values inside it.
    fn refusals() -> Vec<GameError> {
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
            // (The name is the opponent's own: «Комп'ютер (рівень 2)» in Ukrainian.)
            E::OpponentCannotPlay {
                name: "Комп'ютер (рівень 2)".into(),
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
                verdict: EndReason::Checkmate,
            },
            E::NoRescue {
                side: Side::White,
                verdict: EndReason::Stalemate,
            },
            E::NoReplyNeeded(Side::White),
            // (What the step was is said in the screen's language when it starts.)
            E::StepLost {
                what: "Оцінюю позицію після серії".into(),
            },
        ];
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

    /// A result of every reason, for both games.
    fn results() -> Vec<GameResult> {
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

    /// The name of a port refusal's variant (exhaustive: a new variant must be
    /// named here, and then sampled in [`refusals`]).
    fn variant(e: &GameError) -> &'static str {
        use GameError as E;
        match e {
            E::Flickering(_) => "Flickering",
            E::SeriesNotPlayed(_) => "SeriesNotPlayed",
            E::NothingToRedo => "NothingToRedo",
            E::Xiangqi(_) => "Xiangqi",
            E::XiangqiNotation(_) => "XiangqiNotation",
            E::GameOver { .. } => "GameOver",
            E::NoText => "NoText",
            E::OffBoard => "OffBoard",
            E::CannotMove { .. } => "CannotMove",
            E::NoSuchPromotion => "NoSuchPromotion",
            E::NotCoordinates(_) => "NotCoordinates",
            E::NothingToTakeBack => "NothingToTakeBack",
            E::NothingOfYoursToTakeBack => "NothingOfYoursToTakeBack",
            E::OpponentCannotPlay { .. } => "OpponentCannotPlay",
            E::NoDrawOffered => "NoDrawOffered",
            E::NoDraws => "NoDraws",
            E::NoSeries => "NoSeries",
            E::NoHints => "NoHints",
            E::NoRescueNeeded(_) => "NoRescueNeeded",
            E::KingSafeNow(_) => "KingSafeNow",
            E::NoRescueFromHere(_) => "NoRescueFromHere",
            E::NoRescue { .. } => "NoRescue",
            E::NoReplyNeeded(_) => "NoReplyNeeded",
            E::NotYourPiece { .. } => "NotYourPiece",
            E::NoPiece { .. } => "NoPiece",
            E::StepLost { .. } => "StepLost",
        }
    }

    #[test]
    fn every_port_refusal_variant_is_sampled() {
        let mut names: Vec<&str> = refusals().iter().map(variant).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 26, "{names:?}");
    }

    /// As the message line shows them (its first letter in upper case).
    #[test]
    fn every_refusal_in_english_is_its_display() {
        use crate::tui::widgets::text::sentence;
        for e in refusals() {
            assert_eq!(
                sentence(&refusal(Lang::En, &e)),
                sentence(&e.to_string()),
                "{e:?}"
            );
        }
    }

    #[test]
    fn every_refusal_in_ukrainian_has_no_english_word() {
        let mut seen = std::collections::HashSet::new();
        for e in refusals() {
            let uk = refusal(Lang::Uk, &e);
            assert!(!uk.is_empty(), "{e:?}");
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{e:?}: {uk}");
            assert_ne!(uk, refusal(Lang::En, &e), "{e:?}");
            seen.insert(uk);
        }
        // The renderings tell the cases apart (a selector that fell through to
        // one default for every case would not).
        assert!(seen.len() > 150, "{}", seen.len());
    }

    #[test]
    fn the_sessions_unreachable_over_cases_still_read_in_ukrainian() {
        for e in [
            GameError::Flickering(FlickerSession::Over("checkmate".into())),
            GameError::Xiangqi(XiangqiSession::GameOver("checkmate".into())),
        ] {
            let uk = refusal(Lang::Uk, &e);
            assert_eq!(uk, "гру закінчено; ходів більше немає");
        }
    }

    #[test]
    fn game_over_lines_in_english_keep_their_words_and_ukrainian_has_none() {
        for kind in [GameKind::Flickering, GameKind::Xiangqi] {
            for result in results() {
                let en = game_over(Lang::En, kind, result);
                let summary = crate::tui::widgets::text::sentence(&result.summary(kind));
                assert_eq!(
                    en,
                    format!("Game over: {} — {}.", summary, result.reason(kind)),
                );
                let uk = game_over(Lang::Uk, kind, result);
                assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
                assert!(uk.starts_with("Гру закінчено: "), "{uk}");
            }
        }
    }

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

    #[test]
    fn captions_hints_and_notices_in_both_languages() {
        use crate::play::port::{Caption, HintHeading, Notice};
        let captions = [
            Caption::Start,
            Caption::AfterSeries("1a. e4, Nf3".into()),
            Caption::AfterMove {
                number: 3,
                text: "Che3".into(),
            },
            Caption::InSeries {
                number: 2,
                side: Side::Black,
                step: 1,
                of: 3,
                moves: "e5".into(),
            },
        ];
        for c in &captions {
            assert_eq!(
                caption(Lang::En, GameKind::Flickering, c, false),
                c.to_string()
            );
            let uk = caption(Lang::Uk, GameKind::Flickering, c, true);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
        }
        assert_eq!(
            caption(Lang::Uk, GameKind::Flickering, &captions[3], true),
            "серія 2б, хід 1 з 3: e5"
        );
        for h in [
            HintHeading::RescueSeries,
            HintHeading::RescueFromHere,
            HintHeading::Replies(1),
            HintHeading::Replies(3),
            HintHeading::Replies(5),
        ] {
            assert_eq!(hint_heading(Lang::En, h), h.to_string());
            let uk = hint_heading(Lang::Uk, h);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
        }
        assert_eq!(
            hint_heading(Lang::Uk, HintHeading::Replies(3)),
            "Усі 3 можливі відповіді на шах"
        );
        assert_eq!(
            hint_heading(Lang::Uk, HintHeading::Replies(5)),
            "Усі 5 можливих відповідей на шах"
        );
        let at_stake = [
            GameResult::Win {
                winner: Side::Black,
                reason: EndReason::PerpetualCheck(Side::White),
            },
            GameResult::Draw {
                reason: EndReason::MutualPerpetualChase,
            },
            GameResult::Ongoing,
        ];
        for at_stake in at_stake {
            let n = Notice::Repetition(crate::session::xiangqi::RepetitionWarning {
                player: Side::White,
                at_stake,
                message: String::new(),
            });
            let uk = notice(Lang::Uk, &n);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
            assert!(uk.contains("червоні"), "{uk}");
        }
    }

    /// The repetition warnings of the fifteen scenarios of
    /// `tests/data/xiangqi-repetition.tsv` (checks, chases, draws): in English the
    /// session's own words, in Ukrainian none of them.
    #[test]
    fn every_repetition_warning_of_the_scenarios_in_both_languages() {
        use crate::play::port::Notice;
        use crate::session::xiangqi::{XiangqiGame, XiangqiOptions};
        let mut warnings = 0;
        for row in include_str!("../../tests/data/xiangqi-repetition.tsv")
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
        {
            let mut cols = row.split('\t');
            let fen = cols.next().expect("a FEN");
            let moves = cols.next().expect("moves");
            let mut game = XiangqiGame::from_fen(fen, XiangqiOptions::default()).expect("a FEN");
            for text in moves.split_whitespace() {
                let mv = crate::xiangqi::notation::coord::parse(game.position(), text)
                    .expect("a legal move");
                game.play(mv).expect("played");
                if let Some(w) = game.last_warning() {
                    warnings += 1;
                    let n = Notice::Repetition(w.clone());
                    assert_eq!(notice(Lang::En, &n), w.message);
                    let uk = notice(Lang::Uk, &n);
                    assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
                }
            }
        }
        assert!(warnings >= 15, "{warnings}");
    }

    /// Every way the opponent can fail: the computer's, and a UCI engine's.
    #[test]
    fn every_opponent_failure_in_english_is_its_display_and_ukrainian_has_no_english() {
        use crate::flicker::engine::EngineError;
        use crate::play::opponent::OpponentError as O;
        use crate::uci::{Doing, Expected, IllegalReason, UciError as U};
        use std::io::{Error, ErrorKind};
        let name = || "Pikafish".to_string();
        let mut all = vec![
            O::Computer(EngineError::BadLevel(7)),
            O::Computer(EngineError::NoSeries {
                side: Side::Black,
                verdict: "mate",
            }),
            O::Computer(EngineError::NoSeries {
                side: Side::White,
                verdict: "stalemate",
            }),
            O::WrongGame("Комп'ютер (рівень 1)".into()),
        ];
        for kind in [ErrorKind::NotFound, ErrorKind::PermissionDenied] {
            all.push(O::Engine(U::Spawn {
                path: "/шлях/до/рушія".into(),
                source: Error::from(kind),
            }));
            all.push(O::Engine(U::Io {
                name: name(),
                source: Error::from(kind),
            }));
        }
        for doing in [Doing::Starting, Doing::GettingReady, Doing::Thinking] {
            all.push(O::Engine(U::Exited {
                name: name(),
                doing,
            }));
            all.push(O::Engine(U::Timeout {
                name: name(),
                doing,
                after: std::time::Duration::from_millis(3000),
            }));
        }
        for expected in [Expected::BestMove, Expected::Move] {
            all.push(O::Engine(U::Garbage {
                name: name(),
                line: "bestmove zz".into(),
                expected,
            }));
        }
        for reason in xiangqi_texts()
            .into_iter()
            .filter(|t| !t.is_malformed())
            .take(30)
        {
            all.push(O::Engine(U::IllegalMove {
                name: name(),
                text: "h3e3".into(),
                reason: IllegalReason(reason),
            }));
        }
        all.push(O::Engine(U::NoMove { name: name() }));
        for e in &all {
            assert_eq!(opponent_error(Lang::En, e), e.to_string(), "{e:?}");
            let uk = opponent_error(Lang::Uk, e);
            let left: Vec<String> = english_words(&uk)
                .into_iter()
                .filter(|w| w != "Pikafish")
                .collect();
            assert_eq!(left, Vec::<String>::new(), "{e:?}: {uk}");
        }
    }

    #[test]
    fn every_piece_name_and_theme_is_in_ukrainian() {
        for kind in PieceKind::CHESS.into_iter().chain(PieceKind::XIANGQI) {
            assert_eq!(piece_name(Lang::En, kind), kind.name());
            let uk = piece_name(Lang::Uk, kind);
            assert_eq!(english_words(&uk), Vec::<String>::new(), "{uk}");
        }
        use crate::config::Theme;
        for (theme, name) in [
            (Theme::Default, "default"),
            (Theme::HighContrast, "high contrast"),
            (Theme::Mono, "monochrome"),
        ] {
            assert!(theme_name(Lang::En, theme).contains(name));
            assert_eq!(
                english_words(&theme_name(Lang::Uk, theme)),
                Vec::<String>::new()
            );
        }
    }
}
