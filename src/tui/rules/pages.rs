//! The rules of both games as short pages: each page's stable id and the positions
//! of its diagram; the words of each page are found by its id
//! ([`crate::words::learn::rules::RulesText`]). Written from
//! `docs/rules/flickering.md` and `docs/rules/xiangqi.md`.

/// One page of the rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RulePage {
    /// Stable key (its words are found by it).
    pub id: &'static str,
    pub diagram: Option<Diagram>,
}

/// A small board beside a page's text: a FEN and what to mark on it. Cells are
/// written as in notation (`e4`, `e10`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub fen: &'static str,
    /// Squares a move may go to (dots, rings on pieces).
    pub marks: &'static [&'static str],
    /// Kings or generals in check.
    pub checked: &'static [&'static str],
    /// Squares an enemy piece attacks (the practice overlay's colour).
    pub attacked: &'static [&'static str],
    /// Moves just played, (from, to).
    pub moves: &'static [(&'static str, &'static str)],
}

const fn diagram(fen: &'static str) -> Diagram {
    Diagram {
        fen,
        marks: &[],
        checked: &[],
        attacked: &[],
        moves: &[],
    }
}

/// Flickering Chess, from `docs/rules/flickering.md`.
pub static FLICKERING: &[RulePage] = &[
    RulePage {
        id: "flickering.series",
        diagram: Some(Diagram {
            moves: &[("e2", "e4"), ("d2", "d4"), ("g1", "f3")],
            ..diagram("rnbqkbnr/pppppppp/8/8/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 1")
        }),
    },
    RulePage {
        id: "flickering.king-steps",
        diagram: Some(Diagram {
            attacked: &["d1", "d2", "d3", "d4", "d5", "d6", "d7"],
            ..diagram("3r3k/8/8/8/8/8/8/4KB2 w - - 0 1")
        }),
    },
    RulePage {
        id: "flickering.king-ends",
        diagram: Some(Diagram {
            marks: &["b5", "e2"],
            ..diagram("4r2k/8/8/8/8/8/4B3/4K1N1 w - - 0 1")
        }),
    },
    RulePage {
        id: "flickering.never-captured",
        diagram: Some(Diagram {
            marks: &[
                "b2", "b3", "b4", "b5", "b6", "b7", "a1", "c1", "d1", "e1", "f1", "g1",
            ],
            checked: &["b8"],
            moves: &[("b2", "c3")],
            ..diagram("1k6/8/8/8/8/2B5/8/1R5K w - - 0 1")
        }),
    },
    RulePage {
        id: "flickering.castling",
        diagram: Some(Diagram {
            marks: &["f3", "g1"],
            ..diagram("4k3/8/8/8/8/8/8/4K1NR w K - 0 1")
        }),
    },
    RulePage {
        id: "flickering.en-passant",
        diagram: Some(Diagram {
            marks: &["b3", "d3"],
            moves: &[("b2", "b4"), ("d2", "d4")],
            ..diagram("4k3/8/8/8/pPpP4/8/8/4K3 b - b3d3 0 1")
        }),
    },
    RulePage {
        id: "flickering.promotion",
        diagram: Some(Diagram {
            marks: &["b8", "c8"],
            ..diagram("8/1PP5/7k/8/8/8/8/K7 w - - 0 1")
        }),
    },
    RulePage {
        id: "flickering.mate",
        diagram: Some(Diagram {
            checked: &["g3"],
            ..diagram("1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1")
        }),
    },
    RulePage {
        id: "flickering.stalemate",
        diagram: Some(Diagram {
            attacked: &["a7", "b7", "b8"],
            ..diagram("k7/8/1Q6/8/8/8/8/7K b - - 0 1")
        }),
    },
    RulePage {
        id: "flickering.draws",
        diagram: None,
    },
];

/// Xiangqi, from `docs/rules/xiangqi.md`.
pub static XIANGQI: &[RulePage] = &[
    RulePage {
        id: "xiangqi.board",
        diagram: Some(diagram(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        )),
    },
    RulePage {
        id: "xiangqi.pieces",
        diagram: None,
    },
    RulePage {
        id: "xiangqi.legs-and-eyes",
        diagram: Some(Diagram {
            marks: &["d3", "f3", "c4", "g4", "c6", "g6"],
            ..diagram("4k4/9/9/9/4p4/4H4/9/9/9/4K4 w - - 0 1")
        }),
    },
    RulePage {
        id: "xiangqi.cannon",
        diagram: Some(Diagram {
            marks: &["e8"],
            ..diagram("3k5/9/4r4/9/4p4/9/9/4C4/9/5K3 w - - 0 1")
        }),
    },
    RulePage {
        id: "xiangqi.flying-general",
        diagram: Some(Diagram {
            marks: &["e2", "e3", "e4", "e6", "e7", "e8", "e9"],
            ..diagram("4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1")
        }),
    },
    RulePage {
        id: "xiangqi.stalemate",
        diagram: Some(Diagram {
            attacked: &["d9", "e10"],
            ..diagram("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1")
        }),
    },
    RulePage {
        id: "xiangqi.perpetual",
        diagram: None,
    },
    RulePage {
        id: "xiangqi.draws",
        diagram: None,
    },
];
