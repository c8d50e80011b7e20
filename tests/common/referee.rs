//! The slow referee of Flickering Chess, written from the rules alone (a plain 8x8
//! array, rays walked square by square; it uses nothing of duochess but FEN
//! reading and the piece/side types): it replays a series move by move and says
//! whether each move is legal under `docs/rules/flickering.md` §3–§4 and whether the series may end.
//! Shared by tests/flicker_reference.rs, tests/flicker_mate.rs and the match
//! harness (benches/flicker_match.rs), each including it with `#[path]`.
#![allow(dead_code)]

use duochess::chess::{Position, Role, Square};
use duochess::core::Side;

pub type Cell = Option<(Side, Role)>;

#[derive(Clone)]
pub struct Referee {
    /// The board, index `rank * 8 + file`.
    pub grid: [Cell; 64],
    pub us: Side,
    pub moved: [bool; 64],
    /// Castling rights as (side, king side?) still intact.
    rights: Vec<(Side, bool)>,
    ep: Vec<usize>,
}

fn idx(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some((r * 8 + f) as usize)
}

impl Referee {
    pub fn new(pos: &Position) -> Referee {
        let mut grid = [None; 64];
        for (i, cell) in grid.iter_mut().enumerate() {
            let sq = Square::from_index_unchecked(i as u8);
            *cell = pos.board().piece_at(sq).map(|p| (p.side, p.role));
        }
        let fen = pos.fen();
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut rights = Vec::new();
        for c in fields[2].chars() {
            match c {
                'K' => rights.push((Side::White, true)),
                'Q' => rights.push((Side::White, false)),
                'k' => rights.push((Side::Black, true)),
                'q' => rights.push((Side::Black, false)),
                _ => {}
            }
        }
        let ep = pos.ep_squares().map(|s| s.index()).collect();
        Referee {
            grid,
            us: pos.turn(),
            moved: [false; 64],
            rights,
            ep,
        }
    }

    fn king(&self, side: Side) -> usize {
        (0..64)
            .find(|&i| self.grid[i] == Some((side, Role::King)))
            .expect("a king")
    }

    /// Is square `t` attacked by `by`, with the square `ignore` treated as empty?
    fn attacked(&self, t: usize, by: Side, ignore: Option<usize>) -> bool {
        let (tf, tr) = ((t % 8) as i32, (t / 8) as i32);
        let at = |i: usize| {
            if Some(i) == ignore {
                None
            } else {
                self.grid[i]
            }
        };
        for (df, dr, diag) in [
            (1, 0, false),
            (-1, 0, false),
            (0, 1, false),
            (0, -1, false),
            (1, 1, true),
            (1, -1, true),
            (-1, 1, true),
            (-1, -1, true),
        ] {
            let mut k = 1;
            while let Some(i) = idx(tf + df * k, tr + dr * k) {
                if let Some((s, r)) = at(i) {
                    if s == by {
                        let slider = r == Role::Queen
                            || (diag && r == Role::Bishop)
                            || (!diag && r == Role::Rook);
                        if slider || (k == 1 && r == Role::King) {
                            return true;
                        }
                        if k == 1 && diag && r == Role::Pawn {
                            // A pawn of `by` attacks forward diagonally.
                            let forward = if by == Side::White { -1 } else { 1 };
                            if dr == forward {
                                return true;
                            }
                        }
                    }
                    break;
                }
                k += 1;
            }
        }
        for (df, dr) in [
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ] {
            if let Some(i) = idx(tf + df, tr + dr) {
                if at(i) == Some((by, Role::Knight)) {
                    return true;
                }
            }
        }
        false
    }

    pub fn king_safe(&self) -> bool {
        !self.attacked(self.king(self.us), !self.us, None)
    }

    /// Play one coordinate move under `docs/rules/flickering.md` §3–§4, or say why it is illegal.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let b = text.as_bytes();
        if b.len() < 4 {
            return Err("short".into());
        }
        let sq = |f: u8, r: u8| -> Result<usize, String> {
            idx(f as i32 - 'a' as i32, r as i32 - '1' as i32).ok_or("bad square".to_string())
        };
        let from = sq(b[0], b[1])?;
        let to = sq(b[2], b[3])?;
        let promo = b.get(4).map(|&c| c as char);
        let us = self.us;
        let them = !us;
        let Some((side, role)) = self.grid[from] else {
            return Err("empty origin".into());
        };
        if side != us {
            return Err("enemy piece".into());
        }
        if self.moved[from] {
            return Err("unit already moved".into());
        }
        if let Some((s, r)) = self.grid[to] {
            if s == us {
                return Err("own piece on target".into());
            }
            if r == Role::King {
                return Err("captures the king".into());
            }
        }
        let (ff, fr, tf, tr) = (
            (from % 8) as i32,
            (from / 8) as i32,
            (to % 8) as i32,
            (to / 8) as i32,
        );
        let (df, dr) = (tf - ff, tr - fr);
        let clear_line = |g: &[Cell; 64]| -> bool {
            let (sf, sr) = (df.signum(), dr.signum());
            let n = df.abs().max(dr.abs());
            (1..n).all(|k| g[idx(ff + sf * k, fr + sr * k).unwrap_or(0)].is_none())
        };
        let mut ep_victim = None;
        let mut castle_rook = None;
        match role {
            Role::Knight => {
                if !((df.abs() == 1 && dr.abs() == 2) || (df.abs() == 2 && dr.abs() == 1)) {
                    return Err("not a knight move".into());
                }
            }
            Role::Bishop | Role::Rook | Role::Queen => {
                let straight = df == 0 || dr == 0;
                let diag = df.abs() == dr.abs();
                let ok = match role {
                    Role::Bishop => diag,
                    Role::Rook => straight,
                    _ => straight || diag,
                };
                if !ok || (df == 0 && dr == 0) || !clear_line(&self.grid) {
                    return Err("slider cannot go there".into());
                }
            }
            Role::Pawn => {
                let up = if us == Side::White { 1 } else { -1 };
                let start = if us == Side::White { 1 } else { 6 };
                let single = df == 0 && dr == up && self.grid[to].is_none();
                let double = df == 0
                    && dr == 2 * up
                    && fr == start
                    && self.grid[to].is_none()
                    && self.grid[idx(ff, fr + up).unwrap_or(0)].is_none();
                if single || double {
                    // A push.
                } else if df.abs() == 1 && dr == up {
                    if self.grid[to].is_none() {
                        let victim = idx(tf, fr).unwrap_or(0);
                        if self.ep.contains(&to) && self.grid[victim] == Some((them, Role::Pawn)) {
                            ep_victim = Some(victim);
                        } else {
                            return Err("pawn capture onto empty square".into());
                        }
                    }
                } else {
                    return Err("not a pawn move".into());
                }
                let last = if us == Side::White { 7 } else { 0 };
                if (tr == last) != promo.is_some() {
                    return Err("promotion mismatch".into());
                }
            }
            Role::King => {
                if df.abs() <= 1 && dr.abs() <= 1 {
                    if self.attacked(to, them, Some(from)) {
                        return Err("king onto attacked square".into());
                    }
                } else if dr == 0 && df.abs() == 2 {
                    let king_side = df > 0;
                    if !self.rights.contains(&(us, king_side)) {
                        return Err("no castling right".into());
                    }
                    let rook_from = idx(if king_side { 7 } else { 0 }, fr).unwrap_or(0);
                    let (lo, hi) = (from.min(rook_from), from.max(rook_from));
                    if (lo + 1..hi).any(|i| self.grid[i].is_some()) {
                        return Err("castling path not empty".into());
                    }
                    let cross = idx(ff + df.signum(), fr).unwrap_or(0);
                    for s in [from, cross, to] {
                        if self.attacked(s, them, Some(from)) {
                            return Err("castling through attack".into());
                        }
                    }
                    castle_rook = Some((rook_from, cross));
                } else {
                    return Err("not a king move".into());
                }
            }
        }
        // Make it.
        if let Some(v) = ep_victim {
            self.grid[v] = None;
        }
        let captured = self.grid[to];
        let new_role = match promo {
            Some(c) => Role::from_char(c).ok_or("bad promotion")?,
            None => role,
        };
        self.grid[from] = None;
        self.grid[to] = Some((us, new_role));
        self.moved[to] = true;
        if let Some((rf, rt)) = castle_rook {
            self.grid[rf] = None;
            self.grid[rt] = Some((us, Role::Rook));
            self.moved[rt] = true;
        }
        // Rights.
        let corner = |side: Side, ks: bool| -> usize {
            let r = if side == Side::White { 0 } else { 56 };
            r + if ks { 7 } else { 0 }
        };
        let king_home = |side: Side| if side == Side::White { 4 } else { 60 };
        self.rights.retain(|&(s, ks)| {
            !(s == us && role == Role::King)
                && from != corner(s, ks)
                && to != corner(s, ks)
                && from != king_home(s)
        });
        let _ = captured;
        Ok(())
    }
}

impl Referee {
    /// The piece placement in FEN (first field), from the referee's own board.
    pub fn placement(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.grid[rank * 8 + file] {
                    None => empty += 1,
                    Some((side, role)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = role.char();
                        out.push(if side == Side::White {
                            c.to_ascii_uppercase()
                        } else {
                            c
                        });
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}

/// Play a series with the referee: every move legal, the king safe at the end.
/// The referee after the series, for a look at the board it reached.
pub fn referee_play(fen: &str, coords: &[String]) -> Result<Referee, String> {
    let pos = Position::from_fen(fen).map_err(|e| e.to_string())?;
    let mut r = Referee::new(&pos);
    if coords.is_empty() {
        return Err("empty series".into());
    }
    for (i, c) in coords.iter().enumerate() {
        r.play(c)
            .map_err(|e| format!("move {} ({c}): {e}", i + 1))?;
    }
    if !r.king_safe() {
        return Err("king attacked at the end".into());
    }
    Ok(r)
}

/// Check a witness with the referee: every move legal, the king safe at the end.
pub fn referee_accepts(fen: &str, coords: &[String]) -> Result<(), String> {
    referee_play(fen, coords).map(drop)
}

/// Shortest escape length by exhaustive breadth-first search in the referee (small
/// positions only): `None` if no series ends safe.
pub fn referee_shortest(fen: &str) -> Option<usize> {
    let pos = Position::from_fen(fen).ok()?;
    let mut layer = vec![Referee::new(&pos)];
    for len in 1..=16 {
        let mut next = Vec::new();
        for r in &layer {
            for from in 0..64 {
                if r.grid[from].map(|(s, _)| s) != Some(r.us) || r.moved[from] {
                    continue;
                }
                for to in 0..64 {
                    let name =
                        |i: usize| format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1);
                    let base = format!("{}{}", name(from), name(to));
                    let promoting = r.grid[from].map(|(_, role)| role) == Some(Role::Pawn)
                        && (to / 8 == 7 || to / 8 == 0);
                    let suffix = if promoting { "q" } else { "" };
                    let mut child = r.clone();
                    if child.play(&format!("{base}{suffix}")).is_ok() {
                        if child.king_safe() {
                            return Some(len);
                        }
                        next.push(child);
                    }
                }
            }
        }
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    None
}
