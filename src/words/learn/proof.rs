//! A mate's or a stalemate's proof in words, one fact a line.

use crate::chess::Role;
use crate::core::text::capitalised;
use crate::i18n::{tr, tr_args, Arg, Lang};
use crate::practice::proof::{Bar, MateProof, Try};
use crate::practice::JudgeVerdict;
use crate::words::common::Say;
use crate::words::flickering::unit_on;
use crate::words::learn::{sq, units};

/// The proof of a mate or a stalemate as sentences, one fact a line: what bars
/// each square next to the king, what answers each check and why it fails, what
/// each other unit's moves expose the king to.
impl Say for MateProof {
    /// The facts one a line (`\n` between them).
    fn say(&self, lang: Lang) -> String {
        let proof = self;
        let mut out = Vec::new();
        let king = ("king", sq(&proof.king));
        out.push(match proof.verdict {
            JudgeVerdict::Stalemate => tr_args(lang, "learn-proof-stalemate-head", &[king]),
            _ => tr_args(lang, "learn-proof-mate-head", &[king]),
        });
        let role = |r: &Role| Arg::from(r.name());
        for k in &proof.squares {
            let square = ("square", sq(&k.square));
            out.push(match &k.bar {
                Bar::Attacked(by) => tr_args(
                    lang,
                    "learn-proof-attacked",
                    &[
                        square,
                        ("by", units(lang, by).into()),
                        ("count", by.len().into()),
                    ],
                ),
                Bar::Own {
                    role: r,
                    covered_by,
                } if covered_by.is_empty() => {
                    tr_args(lang, "learn-proof-own", &[square, ("role", role(r))])
                }
                Bar::Own {
                    role: r,
                    covered_by,
                } => tr_args(
                    lang,
                    "learn-proof-own-covered",
                    &[
                        square,
                        ("role", role(r)),
                        ("by", units(lang, covered_by).into()),
                        ("count", covered_by.len().into()),
                    ],
                ),
                Bar::Defended { role: r, by } => tr_args(
                    lang,
                    "learn-proof-defended",
                    &[
                        square,
                        ("role", role(r)),
                        ("by", units(lang, by).into()),
                        ("count", by.len().into()),
                    ],
                ),
                Bar::EnemyKing => tr_args(lang, "learn-proof-enemy-king", &[square]),
            });
        }
        for c in &proof.checks {
            out.push(tr_args(
                lang,
                "learn-proof-check-from",
                &[(
                    "checker",
                    unit_on(lang, c.checker.role, c.checker.square).into(),
                )],
            ));
            // The checker is "it" (Ukrainian: the rook «її», the others «його»).
            let checker = ("role", role(&c.checker.role));
            if c.captures.is_empty() {
                out.push(tr_args(
                    lang,
                    "learn-proof-no-capture",
                    std::slice::from_ref(&checker),
                ));
            }
            for t in &c.captures {
                out.push(try_line(
                    lang,
                    "learn-proof-takes",
                    t,
                    Some(checker.clone()),
                ));
            }
            if c.line.is_empty() {
                out.push(tr(lang, "learn-proof-no-block"));
            } else if c.blocks.is_empty() {
                let squares: Vec<String> = c.line.iter().map(|s| s.to_string()).collect();
                out.push(tr_args(
                    lang,
                    "learn-proof-none-reaches",
                    &[("squares", squares.join(", ").into())],
                ));
            }
            for t in &c.blocks {
                out.push(try_line(lang, "learn-proof-blocks", t, None));
            }
        }
        for u in &proof.units {
            let name = ("unit", Arg::from(unit_on(lang, u.unit.role, u.unit.square)));
            out.push(if u.moves == 0 {
                tr_args(lang, "learn-proof-stuck", &[name])
            } else {
                tr_args(
                    lang,
                    "learn-proof-exposes",
                    &[
                        name,
                        ("moves", u.moves.into()),
                        ("by", units(lang, &u.exposes_to).into()),
                        ("count", u.exposes_to.len().into()),
                    ],
                )
            });
        }
        // (How many series states the solver examined is for `check --json`, not
        // for the player.)
        out.push(tr(lang, "learn-proof-solver"));
        out.join("\n")
    }
}

/// A try that fails: its unit, move and the attackers left (`checker`: the
/// checker's role, for the words that name it).
fn try_line(lang: Lang, id: &str, t: &Try, checker: Option<(&str, Arg)>) -> String {
    let mut args = vec![
        (
            "unit",
            capitalised(&unit_on(lang, t.unit.role, t.unit.square)).into(),
        ),
        ("move", t.coords.clone().into()),
        ("by", units(lang, &t.still_attacked_by).into()),
        ("count", t.still_attacked_by.len().into()),
    ];
    args.extend(checker);
    tr_args(lang, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;
    use crate::practice::proof::prove;

    fn said(fen: &str) -> String {
        let pos = Position::from_fen(fen).unwrap();
        prove(&pos).unwrap().say(Lang::Uk)
    }

    /// The checker is "it": the queen is masculine («його»), the rook feminine.
    #[test]
    fn ukrainian_names_the_checker_by_its_gender() {
        let queen = said("7k/6Q1/5K2/8/8/8/8/8 b - - 0 1");
        assert!(queen.contains("не може його побити"), "{queen}");
        let rook = said("R6k/8/6K1/8/8/8/8/8 b - - 0 1");
        assert!(rook.contains("не може її побити"), "{rook}");
    }
}
