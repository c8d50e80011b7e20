//! The rules of both games as short pages: the one table of their words (for the
//! translation issue: each page has a stable id) and the positions of their
//! diagrams. Written from `docs/rules/flickering.md` and `docs/rules/xiangqi.md`.

/// One page of the rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RulePage {
    /// Stable key (for translations).
    pub id: &'static str,
    pub title: &'static str,
    /// Paragraphs, shown one after the other.
    pub text: &'static [&'static str],
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
    /// One line under the board.
    pub caption: &'static str,
}

const fn diagram(fen: &'static str, caption: &'static str) -> Diagram {
    Diagram {
        fen,
        marks: &[],
        checked: &[],
        attacked: &[],
        moves: &[],
        caption,
    }
}

/// Flickering Chess, from `docs/rules/flickering.md`.
pub static FLICKERING: &[RulePage] = &[
    RulePage {
        id: "flickering.series",
        title: "A turn is a series",
        text: &[
            "The board, the pieces and their single moves are those of orthodox chess. What differs is the turn: each side plays a series, one or more single moves one after the other.",
            "Every unit moves at most once in a series. You choose which units move and in which order, and may leave any of them standing. There is no passing: a series has at least one move.",
            "A unit blocked when the series began may move once an earlier move of the same series has opened its way.",
        ],
        diagram: Some(Diagram {
            moves: &[("e2", "e4"), ("d2", "d4"), ("g1", "f3")],
            ..diagram(
                "rnbqkbnr/pppppppp/8/8/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 1",
                "White's first series: e4, d4, Nf3",
            )
        }),
    },
    RulePage {
        id: "flickering.king-steps",
        title: "The king's first rule: never onto an attacked square",
        text: &[
            "The king never steps onto a square an enemy piece attacks at that moment, even if a later move of the same series would take the attack away.",
            "Here the rook attacks the whole d-file. Kd2 is refused, although Bd3 next would cover d2. Played the other way round, Bd3 then Kd2, the series is legal.",
            "The attack is judged with the king taken off its square, so the king cannot step back along the line of a piece that attacks it.",
        ],
        diagram: Some(Diagram {
            attacked: &["d1", "d2", "d3", "d4", "d5", "d6", "d7"],
            ..diagram("3r3k/8/8/8/8/8/8/4KB2 w - - 0 1", "Kd2 first: refused. Bd3, Kd2: legal.")
        }),
    },
    RulePage {
        id: "flickering.king-ends",
        title: "The king's second rule: end the series safe",
        text: &[
            "In the middle of a series any move may uncover your own king for a while; a pinned piece may move. Only the position when you end the series is judged.",
            "You may end the series after any move, provided your king is then attacked by no enemy piece. While it is attacked, move on or take back moves of this series.",
            "Here the bishop is pinned, yet Bb5, Ne2 is a legal series: the knight covers the king again before the end.",
        ],
        diagram: Some(Diagram {
            marks: &["b5", "e2"],
            ..diagram(
                "4r2k/8/8/8/8/8/4B3/4K1N1 w - - 0 1",
                "Bb5, then Ne2 covers the king again",
            )
        }),
    },
    RulePage {
        id: "flickering.never-captured",
        title: "The king is never captured",
        text: &[
            "No move may take the enemy king. A piece that gives check may still move on along its lines, also to a square from which it no longer gives check. A series may leave the enemy king attacked by any number of pieces; the reply must end with every attack gone.",
            "The seed's example: White Bb2 and Rb1 against the king on b8. Bc3+ then Rb2 is a legal series (so is Bc3+ with the rook to b3 ... b7, a1 or c1 ... h1), but Rxb8 never is.",
        ],
        diagram: Some(Diagram {
            marks: &[
                "b2", "b3", "b4", "b5", "b6", "b7", "a1", "c1", "d1", "e1", "f1", "g1",
            ],
            checked: &["b8"],
            moves: &[("b2", "c3")],
            ..diagram(
                "1k6/8/8/8/8/2B5/8/1R5K w - - 0 1",
                "After Bc3+: the rook may go to any dot",
            )
        }),
    },
    RulePage {
        id: "flickering.castling",
        title: "Castling: one move of two units",
        text: &[
            "Castling is one move that moves two units: the king and the rook have both used their move of this series.",
            "It is allowed when neither has moved in this game, the squares between them are empty, the king is not attacked, and neither the square it crosses nor the square it lands on is attacked, all at the moment it is made.",
            "So the path may be cleared earlier in the same series: Nf3, O-O.",
        ],
        diagram: Some(Diagram {
            marks: &["f3", "g1"],
            ..diagram("4k3/8/8/8/8/8/8/4K1NR w K - 0 1", "Nf3 clears the path, then O-O")
        }),
    },
    RulePage {
        id: "flickering.en-passant",
        title: "Several en-passant captures",
        text: &[
            "A pawn that made a double step may be taken en passant in the opponent's very next series only, by a pawn beside it, which moves onto the skipped square. The skipped square must be empty and the pawn must still stand where its step ended.",
            "Several pawns may double-step in one series; each gives its own right, and all of them may be used in one reply series.",
            "Here White played b4 and d4: Black answers axb3, cxd3 in one series.",
        ],
        diagram: Some(Diagram {
            marks: &["b3", "d3"],
            moves: &[("b2", "b4"), ("d2", "d4")],
            ..diagram(
                "4k3/8/8/8/pPpP4/8/8/4K3 b - b3d3 0 1",
                "axb3 and cxd3, both in one series",
            )
        }),
    },
    RulePage {
        id: "flickering.promotion",
        title: "Several promotions",
        text: &[
            "A pawn reaching the last rank becomes a queen, rook, bishop or knight, as you choose, in the same move. It stays the same unit, so the new piece has already moved in this series.",
            "Several pawns may promote in one series, each to the piece you choose: here b8=Q, c8=N.",
        ],
        diagram: Some(Diagram {
            marks: &["b8", "c8"],
            ..diagram("8/1PP5/7k/8/8/8/8/K7 w - - 0 1", "Two promotions in one series")
        }),
    },
    RulePage {
        id: "flickering.mate",
        title: "Mate",
        text: &[
            "Look at the position when a series is about to begin. If the king of the side to move is attacked and no legal series ends with it unattacked, that side is mated and loses.",
            "A rescue may be long and hidden: the seed warns that even strong players miss them, so duochess decides mate exactly with its solver.",
            "Here the white king is attacked by the bishop, and every series White can play still leaves it attacked at the end.",
        ],
        diagram: Some(Diagram {
            checked: &["g3"],
            ..diagram("1k6/5r2/8/4b3/r7/6K1/6P1/6n1 w - - 0 1", "White is mated")
        }),
    },
    RulePage {
        id: "flickering.stalemate",
        title: "Stalemate",
        text: &[
            "If the king of the side to move is not attacked and that side has no legal series that may end, the game is a draw by stalemate.",
            "Here Black's king may not step onto a7, b7 or b8, which the queen attacks, and Black has nothing else to move.",
        ],
        diagram: Some(Diagram {
            attacked: &["a7", "b7", "b8"],
            ..diagram("k7/8/1Q6/8/8/8/8/7K b - - 0 1", "Black to play: stalemate, a draw")
        }),
    },
    RulePage {
        id: "flickering.draws",
        title: "Repetition, draw offers, resigning",
        text: &[
            "Repetition: when the same position (placement, side to move, castling and en-passant rights) stands at the start of a series of the same side for the third time, the game is drawn at once. The start position counts as the first time.",
            "Draw offer: each player may offer a draw once per game, at any time; the opponent accepts or declines, and playing on declines it.",
            "A player may resign at any time. There is no fifty-move rule and no other automatic draw.",
            "Taking back a series withdraws a mate, stalemate or repetition it brought about; it does not undo a resignation or an agreed draw.",
        ],
        diagram: None,
    },
];

/// Xiangqi, from `docs/rules/xiangqi.md`.
pub static XIANGQI: &[RulePage] = &[
    RulePage {
        id: "xiangqi.board",
        title: "The board: points, river and palaces",
        text: &[
            "The pieces stand on the points where the lines cross: 9 files a to i, 10 ranks 1 to 10 from Red's side. Red moves first.",
            "The river runs between ranks 5 and 6; it stops the elephants and lets a soldier step sideways once it has crossed.",
            "Each side has a palace of nine points with the diagonals drawn: files d to f on ranks 1 to 3 for Red, 8 to 10 for Black. The general and the advisors never leave it.",
        ],
        diagram: Some(diagram(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "The start position",
        )),
    },
    RulePage {
        id: "xiangqi.pieces",
        title: "The pieces",
        text: &[
            "General: one step along a line, inside the palace. Advisor: one step diagonally, inside the palace.",
            "Elephant: two steps diagonally, never across the river. Horse: one step along a line, then one diagonally outwards.",
            "Chariot: any distance along a line, like a rook. Cannon: moves like a chariot, captures by jumping.",
            "Soldier: one step forward; after crossing the river also sideways. It never steps back and never promotes.",
            "Every piece but the cannon captures the way it moves.",
        ],
        diagram: None,
    },
    RulePage {
        id: "xiangqi.legs-and-eyes",
        title: "Horse's leg and elephant's eye",
        text: &[
            "A horse cannot jump: if the point next to it in the first direction is occupied (its leg), that way is closed.",
            "An elephant cannot jump either: if the point between its start and its landing point is occupied (its eye), that move is closed.",
            "Here the soldier on e6 blocks the horse's leg: d7 and f7 are closed, its other six points are open.",
        ],
        diagram: Some(Diagram {
            marks: &["d3", "f3", "c4", "g4", "c6", "g6"],
            ..diagram("4k4/9/9/9/4p4/4H4/9/9/9/4K4 w - - 0 1", "The leg on e6 closes d7 and f7")
        }),
    },
    RulePage {
        id: "xiangqi.cannon",
        title: "Cannon screens",
        text: &[
            "A cannon moves like a chariot, but it captures only by jumping over exactly one piece of either colour, the screen, and landing on the enemy piece behind it.",
            "Here the soldier on e6 is the screen: the cannon takes the chariot on e8. It cannot take the soldier itself.",
        ],
        diagram: Some(Diagram {
            marks: &["e8"],
            ..diagram("3k5/9/4r4/9/4p4/9/9/4C4/9/5K3 w - - 0 1", "Cxe8 over the screen on e6")
        }),
    },
    RulePage {
        id: "xiangqi.flying-general",
        title: "Check and the flying general",
        text: &[
            "A move is illegal if it leaves the mover's general attacked.",
            "The two generals may never face each other on one file with nothing between them: a general attacks along an open file like a chariot.",
            "Here the cannon stands between the generals, so it may only move along the e-file: anywhere else, the generals would face each other.",
        ],
        diagram: Some(Diagram {
            marks: &["e2", "e3", "e4", "e6", "e7", "e8", "e9"],
            ..diagram(
                "4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1",
                "The cannon may not leave the file",
            )
        }),
    },
    RulePage {
        id: "xiangqi.stalemate",
        title: "No legal move loses",
        text: &[
            "The side to move with no legal move loses, in check (checkmate) or not (stalemate), unlike orthodox chess, where stalemate is a draw.",
            "Here Black is not in check, but d9 is covered by the chariot and e10 by the flying general: Black has no move and loses.",
            "When neither side has a chariot, horse, cannon or soldier left, the game is drawn.",
        ],
        diagram: Some(Diagram {
            attacked: &["d9", "e10"],
            ..diagram("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", "Black is stalemated: Red wins")
        }),
    },
    RulePage {
        id: "xiangqi.perpetual",
        title: "Perpetual check and perpetual chase",
        text: &[
            "A side that checks with every move of a repetition checks perpetually and loses. A side that attacks the same unprotected piece (or a stronger one) anew with every move chases perpetually and loses.",
            "When a position stands for the third time, duochess warns the player whose move could repeat it; at the fourth time it rules on the moves since it first occurred.",
            "Both sides checking, or both chasing, is a draw; one checking while the other chases: the checker loses. Any other repetition is a draw.",
            "Generals and soldiers never chase, and soldiers on their own side of the river are not chased.",
        ],
        diagram: None,
    },
    RulePage {
        id: "xiangqi.draws",
        title: "Draw offers and resigning",
        text: &[
            "A player may offer a draw, which the opponent accepts or declines, and may resign at any time.",
            "There is no move-count rule by default. Taking back a move reopens a game that had ended.",
        ],
        diagram: None,
    },
];
