//! Positions built to need disambiguation (issue 10): two or three like pieces on
//! one file or rank, for either colour, in orthodox chess (Flickering Chess) and in
//! Xiangqi, with kings/generals and a few other pieces around them. Included by
//! path (`#[path = "../common/crowded.rs"] mod crowded;` in tests/rules/main.rs) by the notation and record
//! tests, so that it does not pull in the front-end helpers of `common`.
//!
//! Case counts: `DUOCHESS_PROP_CASES=N` overrides the (small) default of each test.
#![allow(dead_code)]

/// A small deterministic PRNG (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn coin(&mut self) -> bool {
        self.below(2) == 0
    }
}

/// How many positions a property test draws: `DUOCHESS_PROP_CASES`, else `default`.
pub fn cases(default: usize) -> usize {
    std::env::var("DUOCHESS_PROP_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Board rows (index 0 = the first rank) written as FEN placement, top rank first.
fn placement(rows: &[Vec<Option<char>>]) -> String {
    let mut ranks = Vec::new();
    for row in rows.iter().rev() {
        let mut s = String::new();
        let mut empty = 0;
        for cell in row {
            match cell {
                Some(c) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(*c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    ranks.join("/")
}

fn cased(letter: char, white: bool) -> char {
    if white {
        letter.to_ascii_uppercase()
    } else {
        letter.to_ascii_lowercase()
    }
}

/// Put `n` pieces `letter` on distinct empty points of one line drawn from `allowed`
/// (points `(file, rank)`): a file or a rank through a random allowed point.
/// Returns the points used (none if `n` could not be placed).
fn place_crowd(
    rng: &mut Rng,
    board: &mut [Vec<Option<char>>],
    allowed: &[(usize, usize)],
    letter: char,
    n: usize,
) -> Vec<(usize, usize)> {
    let free: Vec<(usize, usize)> = allowed
        .iter()
        .copied()
        .filter(|&(f, r)| board[r][f].is_none())
        .collect();
    if free.is_empty() {
        return Vec::new();
    }
    let (f0, r0) = free[rng.below(free.len())];
    let by_file = rng.coin();
    let mut line: Vec<(usize, usize)> = free
        .iter()
        .copied()
        .filter(|&(f, r)| if by_file { f == f0 } else { r == r0 })
        .collect();
    if line.len() < n {
        line = free
            .iter()
            .copied()
            .filter(|&(f, r)| if by_file { r == r0 } else { f == f0 })
            .collect();
    }
    if line.len() < n {
        return Vec::new();
    }
    let mut placed = Vec::new();
    for _ in 0..n {
        let (f, r) = line.swap_remove(rng.below(line.len()));
        board[r][f] = Some(letter);
        placed.push((f, r));
    }
    placed
}

/// A decoy for a crowd whose letter is also a file letter: `piece` on that file, on
/// the rank of one of the crowd, so that the crowd's rank-disambiguated text
/// (`B7d6`, `H3h5`) read as coordinates could name the decoy's move.
fn place_decoy(
    rng: &mut Rng,
    board: &mut [Vec<Option<char>>],
    crowd: &[(usize, usize)],
    file: usize,
    piece: char,
) {
    if let Some(&(_, r)) = crowd.get(rng.below(crowd.len().max(1))) {
        if board[r][file].is_none() {
            board[r][file] = Some(piece);
        }
    }
}

fn place_one(
    rng: &mut Rng,
    board: &mut [Vec<Option<char>>],
    allowed: &[(usize, usize)],
    letter: char,
) {
    let free: Vec<(usize, usize)> = allowed
        .iter()
        .copied()
        .filter(|&(f, r)| board[r][f].is_none())
        .collect();
    if !free.is_empty() {
        let (f, r) = free[rng.below(free.len())];
        board[r][f] = Some(letter);
    }
}

fn grid(files: usize, ranks: usize) -> Vec<(usize, usize)> {
    (0..ranks)
        .flat_map(|r| (0..files).map(move |f| (f, r)))
        .collect()
}

/// An orthodox position (FEN, no castling or en passant) with one or two crowds of
/// 2–3 like pieces (N B R Q or P) on a file or rank; the first crowd belongs to the
/// side to move. Bishops often get a decoy of their colour on the b-file. Every FEN returned is accepted by `accept`.
pub fn chess_crowded(rng: &mut Rng, accept: impl Fn(&str) -> bool) -> String {
    let all = grid(8, 8);
    let pawn_squares: Vec<(usize, usize)> = all
        .iter()
        .copied()
        .filter(|&(_, r)| r != 0 && r != 7)
        .collect();
    loop {
        let mut board = vec![vec![None; 8]; 8];
        let white_to_move = rng.coin();
        let crowds = 1 + rng.below(2);
        for c in 0..crowds {
            let role = ['N', 'B', 'R', 'Q', 'P'][rng.below(5)];
            let white = if c == 0 { white_to_move } else { rng.coin() };
            let n = 2 + rng.below(2);
            // Half the bishop crowds stand beside the b-file with a decoy on it, so
            // that `B7d6` read as coordinates would be a move of another piece (the
            // silent misreading of issue 10).
            let decoyed = role == 'B' && rng.coin();
            let allowed = match role {
                'P' => pawn_squares.clone(),
                _ if decoyed => all
                    .iter()
                    .copied()
                    .filter(|&(f, _)| f == 0 || f == 2)
                    .collect(),
                _ => all.clone(),
            };
            if role == 'P' && rng.coin() {
                // Two pawns that can both take the piece between them: `cxd5`, `exd5`.
                let (f, r) = (rng.below(6), 1 + rng.below(5));
                let ahead = if white { r + 1 } else { r - 1 };
                if (1..=6).contains(&ahead) && board[r][f].is_none() && board[r][f + 2].is_none() {
                    board[r][f] = Some(cased('P', white));
                    board[r][f + 2] = Some(cased('P', white));
                    board[ahead][f + 1] = Some(cased('N', !white));
                }
                continue;
            }
            let crowd = place_crowd(rng, &mut board, &allowed, cased(role, white), n);
            if decoyed {
                let decoy = ['N', 'R', 'Q'][rng.below(3)];
                place_decoy(rng, &mut board, &crowd, 1, cased(decoy, white));
            }
        }
        place_one(rng, &mut board, &all, 'K');
        place_one(rng, &mut board, &all, 'k');
        for _ in 0..rng.below(5) {
            let role = ['P', 'N', 'B', 'R', 'Q'][rng.below(5)];
            let allowed = if role == 'P' { &pawn_squares } else { &all };
            let white = rng.coin();
            place_one(rng, &mut board, allowed, cased(role, white));
        }
        let fen = format!(
            "{} {} - - 0 1",
            placement(&board),
            if white_to_move { 'w' } else { 'b' }
        );
        if accept(&fen) {
            return fen;
        }
    }
}

/// Where a Xiangqi piece may stand, as `(file, rank)` from Red's side (rank 0 is
/// Red's back rank), for Red; Black's points are mirrored.
fn xiangqi_points(kind: char, red: bool) -> Vec<(usize, usize)> {
    let red_points: Vec<(usize, usize)> = match kind {
        'K' => grid(9, 3)
            .into_iter()
            .filter(|&(f, _)| (3..=5).contains(&f))
            .collect(),
        'A' => vec![(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)],
        'B' => vec![(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)],
        'P' => grid(9, 10)
            .into_iter()
            .filter(|&(f, r)| r >= 5 || ((3..=4).contains(&r) && f % 2 == 0))
            .collect(),
        _ => grid(9, 10),
    };
    if red {
        red_points
    } else {
        red_points.into_iter().map(|(f, r)| (f, 9 - r)).collect()
    }
}

/// A Xiangqi position (FEN, Fairy-Stockfish letters) with one or two crowds of like
/// pieces on a file or rank: two advisors, elephants, horses, chariots or cannons,
/// or two or three soldiers; the first crowd belongs to the side to move. Horses
/// and elephants often get a chariot of their colour on the h- or e-file. Every
/// FEN returned is accepted by `accept`.
pub fn xiangqi_crowded(rng: &mut Rng, accept: impl Fn(&str) -> bool) -> String {
    loop {
        let mut board = vec![vec![None; 9]; 10];
        let red_to_move = rng.coin();
        let mut used: Vec<(char, bool)> = Vec::new();
        let crowds = 1 + rng.below(2);
        for c in 0..crowds {
            let kind = ['A', 'B', 'N', 'R', 'C', 'P'][rng.below(6)];
            let red = if c == 0 { red_to_move } else { rng.coin() };
            if used.contains(&(kind, red)) {
                continue;
            }
            used.push((kind, red));
            let n = if kind == 'P' { 2 + rng.below(2) } else { 2 };
            let crowd = place_crowd(
                rng,
                &mut board,
                &xiangqi_points(kind, red),
                cased(kind, red),
                n,
            );
            // A chariot on the file named by the letter (h for horses, e for
            // elephants), so that `H3h5` read as coordinates would be its move.
            let letter_file = match kind {
                'N' => Some(7),
                'B' => Some(4),
                _ => None,
            };
            if let Some(file) = letter_file.filter(|_| rng.coin()) {
                if !used.contains(&('R', red)) {
                    used.push(('R', red));
                    place_decoy(rng, &mut board, &crowd, file, cased('R', red));
                }
            }
        }
        for red in [true, false] {
            place_one(rng, &mut board, &xiangqi_points('K', red), cased('K', red));
        }
        for _ in 0..rng.below(6) {
            let kind = ['A', 'B', 'N', 'R', 'C', 'P'][rng.below(6)];
            let red = rng.coin();
            if used.contains(&(kind, red)) {
                continue;
            }
            used.push((kind, red));
            place_one(
                rng,
                &mut board,
                &xiangqi_points(kind, red),
                cased(kind, red),
            );
        }
        let fen = format!(
            "{} {} - - 0 1",
            placement(&board),
            if red_to_move { 'w' } else { 'b' }
        );
        if accept(&fen) {
            return fen;
        }
    }
}

/// Whether `san`, the SAN of `m` among the `legal` moves, would name another legal
/// move if its letter were taken for a file (`B4d3` as b4-d3): the case that
/// replayed a different game.
pub fn chess_decoy(legal: &[duochess::chess::Move], san: &str, m: &duochess::chess::Move) -> bool {
    let lower = san.trim_end_matches(['+', '#']).to_ascii_lowercase();
    duochess::flicker::notation::parse_coord(&lower)
        .is_some_and(|(from, to, _)| legal.iter().any(|o| o.from == from && o.to == to && o != m))
}

/// Whether the algebraic `text` of `mv` would name another legal move if its letter
/// were taken for a file (`H3h5` as h3-h5).
pub fn xiangqi_decoy(
    pos: &duochess::xiangqi::Position,
    text: &str,
    mv: duochess::xiangqi::Move,
) -> bool {
    let lower = text.trim_end_matches('+').to_ascii_lowercase();
    duochess::xiangqi::notation::coord::parse(pos, &lower).is_ok_and(|other| other != mv)
}
