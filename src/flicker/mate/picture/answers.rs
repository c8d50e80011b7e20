//! Robust answers: a defender series of a fixed form that is legal and frees the
//! king in every end position of a picture ([`Picture::answer_at`]).
//!
//! # Robust answers
//! Otherwise D is shown to have, in *every* end position, a
//! series that ends safe, of this form for one square `k` (`dk` or a neighbour):
//! every unit `v` that may attack `k` (from its squares `T_v`, `dk` counted empty
//! when the king moves) is answered by its own D piece `d_v` — which then moves
//! only if `v` stands on a square of `T_v` — by capturing it there or, for a
//! slider, landing between it and `k` (not on `dk`: the king leaves last); then a D
//! piece standing on `k` steps aside, unless it answered; then the king steps to
//! `k` (if `k ≠ dk`).
//! This series is legal and safe in every end position when:
//! `d_v` cannot be taken by any unit other than `v` (its square is nobody else's
//! final) and not by `v` on a square of `T_v` (`x ≠ d_v`), so it is on its square;
//! the way of its move crosses no D piece, no final of another unit and no landing
//! square of another answer (so it is clear whatever happens and in any order);
//! captures land on the unit, blocks on a square that is empty because `v`'s line
//! is open; distinct units get distinct pieces (a bipartite matching, Kuhn's
//! augmenting paths); moving the chosen pieces opens no line to `k` that was not
//! already counted (the attacks with their squares emptied are a subset), so after
//! the answers nothing attacks `k` — each attacker is captured or blocked, and a
//! non-attacker stays one because the only squares D empties are the origins; the
//! piece on `k` has a move onto a square that holds no D piece, not A's king, and
//! is no answer's landing square (a pawn: a push onto a square no unit may reach),
//! or onto a square that holds a unit other than A's king in every end position
//! (its one final; a pawn by its capture): the D piece standing there now, if
//! any, is then taken by that unit, the move takes the unit and keeps the square
//! occupied, and a unit gone attacks nothing,
//! and its leaving cannot change attacks on `k`; A's king cannot attack `k` (`k`
//! is next to none of its finals). The piece on `k` may be some `d_v` itself
//! (the king steps to `k` once it has left, by whichever move): as every `d_v`
//! it is nobody else's final, so it is on `k` whenever `v` attacks, and its
//! answer, like any, lands off `k` and crosses no other answer's way; where `v`
//! does not attack, it steps aside as above. A piece on `k` with no such move
//! must answer a unit `v` and so leave `k` in every end position: a knight or
//! pawn that attacks `k` from each of its end squares (it then always takes
//! it; a slider's attack could be stopped by a unit between, and the piece
//! would stay), or any unit where the piece has a step as above but for
//! landing on a square of `v`'s own answer (no other unit's): it answers `v`
//! where `v` stands on a square of `T_v`, and steps there where `v` does not,
//! when `v`'s answer, the only one that lands there, is not made (the square
//! then holds no D piece: every other answer lands elsewhere). (As in Rxb1,
//! Bxd2, Kc1 against a knight's check: the bishop on `c1` takes a unit
//! attacking `c1`, and so makes room for the king; and as in Bxd2, Bxa3 or
//! Bb2, Kc1 against a bishop free on `b4`: where it takes none and blocks
//! none, the bishop on `c1` steps to `b2`, the square between `a3` and `c1`.)
//! Non-king moves may expose D's king mid-series
//! (rules §3.6), and the king steps last onto a square that is then unattacked, so
//! every move is legal and the series ends safe: no completion of A mates.
//!
//! # Stepping aside
//! An answer's way may also cross D pieces that step aside
//! first, before any answer (a rook behind its knight, a queen behind the pawn
//! on the king's square `k`): such a piece `c` is on its square in every end
//! position (fixed, nobody's final: no unit took it), is not the king, and has a
//! step (a knight's jump, a slider's step to a neighbour along its geometry, a
//! pawn's push onto a square no unit may reach; or a step onto a unit's one
//! final, as for the piece on `k` above) onto a square that holds no D
//! piece, is not a final of A's king, is not `k`, no answer's landing square and
//! on no answer's way (the squares between an answering piece and any landing
//! square); distinct pieces step to distinct squares. Such a step is legal in
//! every end position (the square is empty, or holds a unit, which is taken: a
//! unit on no landing square attacks `k` from no square an answer relies on,
//! and the square stays occupied), and it comes first, so each answer's way is
//! then clear of `c` and not crossed by where `c` went. A piece that steps aside
//! answers no unit (the matching leaves out a piece some chosen answer needs to
//! step aside, and is tried again; where pieces step aside, the piece on `k`
//! answers none either, so that it steps aside first or after, as the steps
//! below assume), the piece on `k` that steps aside first need
//! not step again (else the piece on `k` still needs a step onto a square no
//! piece that stepped aside took), and the lines to `k` are checked with the
//! squares of the pieces that stepped aside emptied as well as the origins: so
//! after the answers nothing attacks `k`, as above.

use super::{unit_indices, Ctx, Hints, Picture, MAX_UNITS};
use crate::chess::{tables, Bitboard, Role, Square};
use crate::flicker::solver::distinct_choice;

impl Picture {
    /// Squares a defender piece on `s` may always move to, whatever the attacker
    /// did: not a defender's square nor the attacker king's; a pawn's push only onto
    /// a square no unit can reach (it needs it empty); or onto the one end square
    /// of a unit other than A's king, which it takes (a pawn by its capture).
    /// (Its steps on an empty board are found once per search, [`Defence::steps`].)
    pub(super) fn vacate_targets(&self, s: Square, ctx: &Ctx) -> Bitboard {
        let free = (!self.d_all | ctx.certain) & !ctx.a_king;
        let Some(role) = self.d_role(s) else {
            return Bitboard::EMPTY;
        };
        let steps = self.defence.steps[s.index()] & free;
        if role == Role::Pawn {
            (steps & !ctx.possibly_a) | (tables().pawn(!self.us, s) & ctx.certain & !ctx.a_king)
        } else {
            steps
        }
    }

    /// Does the defender always have this series: each unit that might attack `k`
    /// from where it ends is captured there by a defender piece of its own (a piece
    /// no other unit can take, whose way is certainly clear), then the piece on `k`
    /// (if any, and if it did not answer) steps aside, then the king steps to `k`
    /// (or stays, if `k` is its square)? `hint` collects units that defeated it,
    /// for splitting. The steps: the units that may attack `k`
    /// ([`attacks_on`](Self::attacks_on)), the pieces that may answer each
    /// ([`answer_options`](Self::answer_options)), a distinct piece for each
    /// without any piece stepping aside ([`clean_answers`](Self::clean_answers)),
    /// else with some ([`answers_stepping_aside`](Self::answers_stepping_aside)).
    pub(super) fn answer_at(&self, k: Square, ctx: &Ctx, hint: &mut Hints) -> bool {
        let moving = k != self.dk;
        if moving && (ctx.a_king_zone.contains(k) || ctx.a_king.contains(k)) {
            hint.add(self.king, 15);
            return false;
        }
        // Where the piece on `k` must step aside, if it does not answer a unit. With
        // nowhere to go, it must answer (below); the units that defeat that are
        // not hinted (splitting them mostly leaves the piece stuck).
        let vacate = (moving && self.d_all.contains(k)).then(|| self.vacate_targets(k, ctx));
        let mut quiet = Hints::new(false);
        let hint = if vacate.is_some_and(|v| v.is_empty()) {
            &mut quiet
        } else {
            hint
        };
        // (Filled in place, as the options below: returned, they were copied at
        // every answer tried.)
        let mut attacks = Attacks::new();
        if !self.attacks_on(k, ctx, &mut attacks) {
            hint.add(self.king, 15);
            return false;
        }
        // The piece on `k` may itself answer a unit: it then leaves by that answer;
        // where that unit does not attack, it steps aside as any would. With
        // nowhere to step, it must answer a unit that attacks `k` in every end
        // position ([`Picture::stuck_choice`]).
        let stuck = vacate.is_some_and(|targets| (targets & !attacks.landing).is_empty());
        if attacks.units == 0 {
            return moving && !stuck;
        }
        let hint = if stuck { &mut quiet } else { hint };
        // Pieces that may step aside first, to clear an answer's way.
        let (clearable, clear_to) = self.clearable(k, ctx, attacks.landing);
        let mut options = Options::new();
        options.vacate = vacate;
        if !self.answer_options(k, ctx, &attacks, clearable, hint, &mut options) {
            return false;
        }
        if !options.clean_failed && self.clean_answers(k, ctx, &attacks, &options, stuck, hint) {
            return true;
        }
        let count = options.count;
        if options.clean[..count] == options.all[..count] {
            return false;
        }
        self.answers_stepping_aside(k, ctx, &attacks, &options, &clear_to)
    }

    /// Fills `a` with the units that may attack `k` ([`answer_at`](Self::answer_at))
    /// and where the answers to them may land; false if A's king may (no answer
    /// holds).
    fn attacks_on(&self, k: Square, ctx: &Ctx, a: &mut Attacks) -> bool {
        let t = tables();
        let n = self.units.len();
        // (The units' end squares on a ray from `k` bar lines as occupied
        // squares do, [`Ctx::stops`]; the king's square is empty once it left.)
        let occ = ctx.stops(k)
            | if k != self.dk {
                ctx.occ & !Bitboard::from(self.dk)
            } else {
                ctx.occ
            };
        a.occ = occ;
        // (Most units do not attack: the loops over `units` skip them.)
        a.units = self.attack_squares(k, occ, &mut a.att[..n]);
        if a.att[self.king].any() {
            return false;
        }
        for i in unit_indices(a.units) {
            let mut l = a.att[i];
            if matches!(self.units[i].role, Role::Bishop | Role::Rook | Role::Queen) {
                for x in a.att[i] {
                    l |= t.between(x, k);
                }
            }
            a.lands[i] = l;
            a.landing |= l;
            a.twice_lands |= a.all_lands & l;
            a.all_lands |= l;
        }
        true
    }

    /// Fills `o` with the defender pieces that may answer each unit of `a` that
    /// attacks `k`, with or without pieces (of `clearable`) stepping aside first;
    /// false if some unit has none. The hints are those of the answers without stepping
    /// aside (a unit without such an answer is hinted as the first, and no unit
    /// after it).
    fn answer_options(
        &self,
        k: Square,
        ctx: &Ctx,
        a: &Attacks,
        clearable: Bitboard,
        hint: &mut Hints,
        o: &mut Options,
    ) -> bool {
        let t = tables();
        let (all, twice) = (ctx.possibly_a, ctx.twice);
        for v in unit_indices(a.units) {
            let f = self.units[v].finals;
            let others = (all & !f) | (twice & f);
            let other_lands = (a.all_lands & !a.lands[v]) | (a.twice_lands & a.lands[v]);
            let crowded = self.d_all | others | other_lands;
            let blockable = matches!(self.units[v].role, Role::Bishop | Role::Rook | Role::Queen);
            let mut ds = Bitboard::EMPTY;
            let answers = |d: Square| {
                let mut crossed = Bitboard::EMPTY;
                for x in a.att[v] {
                    // (Where `v` takes `d` itself, `d` is gone.)
                    if x == d {
                        return None;
                    }
                    // (Not the king's own square: it leaves last.)
                    let block = if blockable {
                        t.between(x, k) & !Bitboard::from(self.dk)
                    } else {
                        Bitboard::EMPTY
                    };
                    crossed |=
                        self.robust_reach(d, Bitboard::from(x), block, crowded, clearable)?;
                }
                (!self.opens_line(k, a.occ, Bitboard::from(d), &ctx.by_role)).then_some(crossed)
            };
            // The pieces whose reach meets `lands[v]` (the others cannot answer).
            let near = a.lands[v].into_iter().fold(Bitboard::EMPTY, |n, y| {
                n | self.defence.reached_by[y.index()]
            });
            let mut clean = Bitboard::EMPTY;
            for d in near & self.d_fixed() & !others & !Bitboard::from(self.dk) {
                if let Some(crossed) = answers(d) {
                    ds.insert(d);
                    if crossed.is_empty() {
                        clean.insert(d);
                    }
                    o.needs[d.index()] |= crossed;
                }
            }
            if clean.is_empty() && !o.clean_failed {
                o.clean_failed = true;
                hint.add(v, 30 + a.att[v].count());
                if hint.wanted {
                    // Pieces that would answer but for another unit that may take
                    // them: splitting that unit may free them.
                    for d in near & self.d_fixed() & others & !Bitboard::from(self.dk) {
                        if answers(d).is_some_and(|c| c.is_empty()) {
                            for (i, u) in self.units.iter().enumerate() {
                                if i != v && u.finals.contains(d) {
                                    hint.add(i, 25);
                                }
                            }
                        }
                    }
                }
            }
            if ds.is_empty() {
                return false;
            }
            // Where the piece on `k`, if it answers `v`, may step aside when `v`
            // does not stand where it attacks: off the landing squares of the
            // other units' answers (its own answer, the only one landing on the
            // rest, is not made then).
            o.clean[o.count] = clean;
            o.own_steps[o.count] = o.vacate.unwrap_or_default() & !other_lands;
            o.all[o.count] = ds;
            o.units[o.count] = v;
            o.count += 1;
        }
        true
    }

    /// Do the answers without pieces stepping aside hold at `k`: a distinct
    /// piece for each unit (Kuhn's augmenting paths; a piece on `k` with nowhere
    /// to step answers a unit so that it always leaves, [`Picture::stuck_choice`]),
    /// and moving the answering pieces opens no new line to `k`?
    fn clean_answers(
        &self,
        k: Square,
        ctx: &Ctx,
        a: &Attacks,
        o: &Options,
        stuck: bool,
        hint: &mut Hints,
    ) -> bool {
        let n = self.units.len();
        let count = o.count;
        let chosen = if stuck {
            let (units, steps) = (&o.units[..count], &o.own_steps[..count]);
            self.stuck_choice(k, &a.att[..n], units, &o.clean[..count], steps)
        } else {
            distinct_choice(&o.clean[..count])
        };
        match chosen {
            None => {
                for i in unit_indices(a.units) {
                    hint.add(i, 10 + a.att[i].count());
                }
                false
            }
            Some(origins) if !hint.wanted => !self.opens_line(k, a.occ, origins, &ctx.by_role),
            Some(origins) => {
                let opening = self.newly_attacking(k, a.occ, origins);
                for i in 0..n {
                    if opening & (1 << i) != 0 {
                        hint.add(i, 10);
                    }
                }
                opening == 0
            }
        }
    }

    /// Do the answers hold at `k` with pieces stepping aside first (module docs,
    /// "Stepping aside")? None of the answering pieces one another answer needs
    /// to step aside (such a piece is left out of the answers and the matching
    /// tried again, at most once per piece); here the piece on `k` answers no
    /// unit: it steps aside first, or after.
    fn answers_stepping_aside(
        &self,
        k: Square,
        ctx: &Ctx,
        a: &Attacks,
        o: &Options,
        clear_to: &[Bitboard; 64],
    ) -> bool {
        let (count, vacate) = (o.count, o.vacate);
        let mut barred = if vacate.is_some() {
            Bitboard::from(k)
        } else {
            Bitboard::EMPTY
        };
        let (origins, cleared) = loop {
            let mut open = [Bitboard::EMPTY; MAX_UNITS];
            for (p, &ds) in open.iter_mut().zip(&o.all[..count]) {
                *p = ds & !barred;
            }
            let Some(origins) = distinct_choice(&open[..count]) else {
                return false;
            };
            let cleared = origins
                .into_iter()
                .fold(Bitboard::EMPTY, |c, d| c | o.needs[d.index()]);
            if (cleared & origins).is_empty() {
                break (origins, cleared);
            }
            barred |= cleared & origins;
        };
        // (The piece on `k` that stepped aside first need not step aside again.)
        let vacate = vacate.filter(|_| !cleared.contains(k));
        if !self.clears(origins, cleared, clear_to, a.landing, vacate) {
            return false;
        }
        // Moving the answering pieces and those that stepped aside must open no
        // new line to `k`.
        !self.opens_line(k, a.occ, origins | cleared, &ctx.by_role)
    }

    /// Can the pieces `cleared` step aside before the answers of `origins`
    /// ([`answer_at`](Self::answer_at)), each onto a square of its own among
    /// `clear_to` that is on no answer's way (`landing`: the answers' landing
    /// squares), leaving the piece on `k` (its steps `vacate`, if any) a square to
    /// step to after?
    pub(super) fn clears(
        &self,
        origins: Bitboard,
        cleared: Bitboard,
        clear_to: &[Bitboard; 64],
        landing: Bitboard,
        vacate: Option<Bitboard>,
    ) -> bool {
        let t = tables();
        let mut ways = Bitboard::EMPTY;
        for d in origins {
            for y in landing {
                ways |= t.between(d, y);
            }
        }
        let mut taken = Bitboard::EMPTY;
        for c in cleared {
            let Some(to) = (clear_to[c.index()] & !ways & !taken).into_iter().next() else {
                return false;
            };
            taken.insert(to);
        }
        vacate.is_none_or(|v| (v & !landing & !taken).any())
    }

    /// A distinct answering piece for each attacking unit (`options[j]` for unit
    /// `units[j]`) in which the piece on `k`, which has nowhere to step aside off
    /// every answer's landing squares, answers a unit `v` and so leaves `k`
    /// whatever happens: `v` is a knight or pawn that attacks `k` from each of its
    /// end squares (so it always takes it), or the piece has a step off the other
    /// units' landing squares (`steps[j]`), which it makes where `v` stands on
    /// none of its attacking squares (then `v`'s own answer lands nowhere). The
    /// choice's origins, if there is one.
    pub(super) fn stuck_choice(
        &self,
        k: Square,
        att: &[Bitboard],
        units: &[usize],
        options: &[Bitboard],
        steps: &[Bitboard],
    ) -> Option<Bitboard> {
        let here = Bitboard::from(k);
        units.iter().enumerate().find_map(|(j, &v)| {
            // (Not a slider, to always take it: a unit of `units` between it and
            // `k` could stop its attack, and then the piece need not, and might
            // not, answer it.)
            let slider = matches!(self.units[v].role, Role::Bishop | Role::Rook | Role::Queen);
            let always = !slider && self.units[v].finals == att[v];
            if !options[j].contains(k) || !(always || steps[j].any()) {
                return None;
            }
            let mut trial = [Bitboard::EMPTY; MAX_UNITS];
            for (i, b) in options.iter().enumerate() {
                trial[i] = if i == j { here } else { *b & !here };
            }
            distinct_choice(&trial[..options.len()])
        })
    }

    /// Would emptying the squares `gone` open a line to `k` that the attacks with
    /// `occ` do not already count? Only lines of sliders (and of pawns on the last
    /// rank, which may become one) change: a unit attacks `k` anew exactly when one
    /// of its end squares of the right kind is newly seen from `k`. Answered from
    /// the units' end squares by role (`by_role`, [`Ctx`]): some unit's end square
    /// is newly seen exactly when one of their union by role is.
    pub(super) fn opens_line(
        &self,
        k: Square,
        occ: Bitboard,
        gone: Bitboard,
        by_role: &[Bitboard; 6],
    ) -> bool {
        self.newly_seen(k, occ, gone).is_some_and(|seen| {
            Iterator::zip(by_role.iter(), seen.iter()).any(|(&f, &s)| (f & s).any())
        })
    }

    /// The units [`opens_line`](Self::opens_line) finds attacking `k` anew, as a
    /// mask over their indices.
    pub(super) fn newly_attacking(&self, k: Square, occ: Bitboard, gone: Bitboard) -> u32 {
        let Some(seen) = self.newly_seen(k, occ, gone) else {
            return 0;
        };
        let mut mask = 0;
        for (i, u) in self.units.iter().enumerate() {
            if (u.finals & seen[u.role.index()]).any() {
                mask |= 1 << i;
            }
        }
        mask
    }

    /// For each role (by [`Role::index`]), the squares from which a unit of it
    /// would attack `k` anew once `gone` is emptied; `None` if no line through `k`
    /// changes.
    pub(super) fn newly_seen(
        &self,
        k: Square,
        occ: Bitboard,
        gone: Bitboard,
    ) -> Option<[Bitboard; 6]> {
        let t = tables();
        if (gone & (t.rook(k, occ) | t.bishop(k, occ))).is_empty() {
            return None;
        }
        let new_rook = t.rook(k, occ & !gone) & !t.rook(k, occ);
        let new_bishop = t.bishop(k, occ & !gone) & !t.bishop(k, occ);
        let last = Bitboard::rank(self.us.fold(7, 0));
        let mut seen = [Bitboard::EMPTY; 6];
        seen[Role::Rook.index()] = new_rook;
        seen[Role::Bishop.index()] = new_bishop;
        seen[Role::Queen.index()] = new_rook | new_bishop;
        seen[Role::Pawn.index()] = (new_rook | new_bishop) & last;
        Some(seen)
    }

    /// Can the defender piece on `d` always move onto `capture` (holding a unit) or
    /// onto one of the `block` squares (empty), with its way clear of `crowded` but
    /// for the pieces of `clearable` (which step aside before it moves)? The
    /// clearable pieces on the way it takes (none where a way is clear of them all),
    /// or `None` if it has no such move.
    pub(super) fn robust_reach(
        &self,
        d: Square,
        capture: Bitboard,
        block: Bitboard,
        crowded: Bitboard,
        clearable: Bitboard,
    ) -> Option<Bitboard> {
        let t = tables();
        let them = !self.us;
        let role = self.d_role(d)?;
        let hard = crowded & !clearable;
        match role {
            Role::Knight => (t.knight(d) & (capture | block))
                .any()
                .then_some(Bitboard::EMPTY),
            Role::Pawn => {
                if (t.pawn(them, d) & capture).any() {
                    return Some(Bitboard::EMPTY);
                }
                let up: i16 = them.fold(1, -1);
                let (f, r) = (d.file().0 as i16, d.rank().0 as i16);
                let one = Square::at(f, r + up)?;
                if block.contains(one) {
                    return Some(Bitboard::EMPTY);
                }
                (d.rank().0 == them.fold(1, 6)
                    && !hard.contains(one)
                    && Square::at(f, r + 2 * up).is_some_and(|two| block.contains(two)))
                .then(|| crowded & Bitboard::from(one))
            }
            Role::Bishop | Role::Rook | Role::Queen => {
                let geometry = match role {
                    Role::Bishop => t.bishop(d, Bitboard::EMPTY),
                    Role::Rook => t.rook(d, Bitboard::EMPTY),
                    _ => t.queen(d, Bitboard::EMPTY),
                };
                // A way clear of every piece if there is one, else the first clear
                // but for clearable ones.
                let mut best = None;
                for y in (capture | block) & geometry {
                    let way = t.between(d, y);
                    if (way & hard).any() {
                        continue;
                    }
                    let crossed = way & crowded;
                    if crossed.is_empty() {
                        return Some(Bitboard::EMPTY);
                    }
                    best = best.or(Some(crossed));
                }
                best
            }
            Role::King => None,
        }
    }

    /// The defender pieces that may step aside before the answers at `k`
    /// ([`answer_at`](Self::answer_at)): a piece on its square in every end
    /// position (fixed, nobody's final), not the king, with a step onto a square
    /// that holds no defender piece, is not A's king's, is no answer's landing
    /// square and is not `k` (a pawn: a push onto a square no unit may reach);
    /// for each such piece (by its square), the squares it may step to. The piece
    /// on `k`, if any, is one of them where it has such a step.
    pub(super) fn clearable(
        &self,
        k: Square,
        ctx: &Ctx,
        landing: Bitboard,
    ) -> (Bitboard, [Bitboard; 64]) {
        let mut targets = [Bitboard::EMPTY; 64];
        let mut pieces = Bitboard::EMPTY;
        for c in self.d_fixed() & !ctx.possibly_a & !Bitboard::from(self.dk) {
            let to = self.vacate_targets(c, ctx) & !landing & !Bitboard::from(k);
            if to.any() {
                targets[c.index()] = to;
                pieces.insert(c);
            }
        }
        (pieces, targets)
    }
}

/// The units that may attack one king square `k` in a picture
/// ([`Picture::attacks_on`]), and where the defender's answers to them may land.
struct Attacks {
    /// Squares counted occupied on the lines to `k`.
    occ: Bitboard,
    /// For each unit, the end squares from which it attacks `k`; `units` those
    /// with some (bit `i` for unit `i`).
    att: [Bitboard; MAX_UNITS],
    units: u32,
    /// For each unit, the squares an answer to it may land on: its attacking
    /// squares, and for a slider the squares between them and `k`; `landing`
    /// those of all units, and `all_lands` / `twice_lands` the squares of one
    /// unit or more and of two or more (so that what the units other than one
    /// cover is known).
    lands: [Bitboard; MAX_UNITS],
    landing: Bitboard,
    all_lands: Bitboard,
    twice_lands: Bitboard,
}

impl Attacks {
    fn new() -> Attacks {
        Attacks {
            occ: Bitboard::EMPTY,
            att: [Bitboard::EMPTY; MAX_UNITS],
            units: 0,
            lands: [Bitboard::EMPTY; MAX_UNITS],
            landing: Bitboard::EMPTY,
            all_lands: Bitboard::EMPTY,
            twice_lands: Bitboard::EMPTY,
        }
    }
}

/// The defender pieces that may answer each attacking unit at one king square
/// ([`Picture::answer_options`]).
struct Options {
    /// The attacking units in order (the first `count`), and for each the pieces
    /// that may answer it (`all`), those that may with no piece stepping aside
    /// first (`clean`), and where the piece on `k` may step aside where it
    /// answers that unit and the unit does not attack (`own_steps`).
    units: [usize; MAX_UNITS],
    all: [Bitboard; MAX_UNITS],
    clean: [Bitboard; MAX_UNITS],
    own_steps: [Bitboard; MAX_UNITS],
    count: usize,
    /// For each answering piece (by its square), the pieces that must step aside
    /// from its ways (over every unit it may answer: more than it needs, never
    /// less).
    needs: [Bitboard; 64],
    /// Whether some unit has no answer without a piece stepping aside.
    clean_failed: bool,
    /// Where the piece on `k`, if there is one and the king moves, may step
    /// aside ([`Picture::vacate_targets`]).
    vacate: Option<Bitboard>,
}

impl Options {
    fn new() -> Options {
        Options {
            units: [0; MAX_UNITS],
            all: [Bitboard::EMPTY; MAX_UNITS],
            clean: [Bitboard::EMPTY; MAX_UNITS],
            own_steps: [Bitboard::EMPTY; MAX_UNITS],
            count: 0,
            needs: [Bitboard::EMPTY; 64],
            clean_failed: false,
            vacate: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use super::*;

    #[test]
    fn the_piece_on_the_kings_new_square_may_answer_by_leaving_it() {
        // Eleven moves into a series of match-random-058-9 (seed 11): the knight
        // on f2 checks; the queen could take it, unless the bishop still free on
        // f4 takes the queen. Then the only escape is Rxb1, Bxd2, Kc1: the bishop
        // on c1 takes a unit attacking c1 and so makes room for the king. One
        // picture proves it where that piece may answer; else none does.
        assert!(proved_by_one_picture(
            "1r6/2p1kq2/2n5/1p1p2pr/P2ppbn1/P1P2N1b/3Q2BP/RNBK3R b - - 0 5",
            "g4f2 d4c3 h3g2 e4f3 b5a4 g5g4 h5h2 c6d4 e7d6 f7f5 b8b1",
        ));
    }

    /// Whether the picture of the start of a series from `fen` has a robust
    /// answer with the defender's king on `k` ([`Picture::answer_at`]).
    fn answers_at(fen: &str, k: &str) -> bool {
        let (state, defence) = state_after(fen, "");
        let m = Picture::of_state(&state, &defence).unwrap();
        let ctx = m.context(m.end_block());
        m.answer_at(Square::parse(k).unwrap(), &ctx, &mut Hints::new(false))
    }

    #[test]
    fn a_defender_pawn_may_step_aside_by_taking_a_unit_certainly_there() {
        // After Nc6 the knight stands on c6 for good. The pawn on d7 cannot push
        // (d6 is its own), answers no unit (nothing attacks d7), but takes the
        // knight, and Kd7 then holds against the rook, wherever it ends (on the
        // d-file the pawn on d6 blocks; on rank 7 the pawn on f7). Every other
        // king square falls to the rook or the knight.
        let fen = "4k3/3p1p2/3p4/8/1N6/8/8/K6R w - - 0 1";
        assert!(proved_by_one_picture(fen, "b4c6"));
        // With the knight still free it may end elsewhere, so the pawn has no
        // certain capture, and d7 holds no answer.
        assert!(!answers_at(fen, "d7"));
    }

    #[test]
    fn the_piece_on_the_kings_new_square_may_step_where_only_its_own_answer_lands() {
        // The bishop on c1 has one step, b2, which lies between c1 and a3, where
        // the bishop on b4 may attack c1 from. It answers that bishop (takes it
        // on d2 or a3, or blocks on b2); where the bishop stands elsewhere, it
        // steps to b2, which no answer then needs: Kc1 holds.
        assert!(answers_at("7k/8/8/8/1b6/3N4/3P4/2BK4 b - - 0 1", "c1"));
        // With a bishop on e5 that may check from b2, which the knight on d3 then
        // takes, b2 is another answer's landing square: after Be5-b2 and Nxb2
        // the bishop on c1 could not leave, and Kc1 is no answer.
        assert!(!answers_at("7k/8/8/4b3/1b6/3N4/3P4/2BK4 b - - 0 1", "c1"));
        // Ten moves into a series of f13-random-086-5 (seed 13): the bishop on g4
        // checks, and Bb2 (or Bxd2, Bxa3), Kc1 is the escape, whatever the free
        // bishop on b4 does. One picture proves it; before, the search walked
        // 719,454 states of such pictures.
        assert!(proved_by_one_picture(
            "rr6/4k3/4pn2/p1ppnppp/1bp2Q1q/1P1BP2b/P2P1PPP/RNBK3R b - - 1 3",
            "h3g4 c4d3 h4f2 a5a4 c5c4 d5d4 e5c6 g5f4 h5h4 e6e5",
        ));
    }
}
