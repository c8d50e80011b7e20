//! Mate in one series: for the side to move, a series after which the opponent is
//! mated (no series of the opponent frees its king), or the news that none exists.
//!
//! # Search
//! The search deepens by series length in passes (below), so the mating series
//! it reports is a shortest one. Within a pass it walks the legal series
//! depth-first, with a transposition table over series states (board, moved units,
//! castling rights: the same state has the same continuations whatever the order
//! that reached it) and a cache of the end positions the solver judged (a position
//! is mate or not whatever series led to it, so defender verdicts are shared across
//! the attacker's move orders). Only end states that give check are judged — mate
//! needs check — each by an escape kept that frees the king there, or else by the
//! exact solver ("Judging ends").
//!
//! # Passes
//! A pass judges the series of the lengths `from..=limit`: every state it reaches
//! at a depth (moves made) in that range is judged as an end, and it expands the
//! states at depths below `limit`. A state's depth is the number of units moved,
//! the same on every path to it, so the moves left to a state are the same on every
//! path too. The first passes take one length each (`from = limit`: iterative
//! deepening, which meets a short mate after little work). Once the states expanded
//! one move before the end grow by less than `PASS_GROWTH` times from one length
//! to the next, the search is past the widest part of its tree, where walking it
//! again for each length costs most, and the next pass takes every length left, so
//! that each state is walked once instead of once per length.
//! - Where a pass finds a mate of length `n`, it keeps that series and lowers its
//!   `limit` to `n - 1`, and goes on looking for a shorter one; it ends at once if
//!   `n` is its `from`. Every series of a length below `from` was judged by the
//!   passes before. So the series it reports is a shortest mate: the states walked
//!   before the mate were searched in vain with a limit at least as high, those
//!   walked after with the lowered one, and a state already searched in this pass
//!   (which the table skips) was searched with a limit at least as high as now.
//! - A state searched in vain within a pass is recorded with the pass, so that
//!   another path to it in the same pass skips it.
//!
//! Before a state is expanded, a **no-mate proof** (`bound.rs`) is tried on it (or
//! only a glance at its picture, "Proofs not tried"); a state it proves is cut for
//! every remaining length (the proof covers every completion, whatever its
//! length), and the verdict is cached per state. The root
//! gets a deeper proof (more splitting, below). In positions from games the root
//! proof usually succeeds at once; the search then examines no series at all.
//!
//! A state is **complete** when, within one pass, every line below it ended at
//! a proof (or an excluded square, below, or a complete state) before the pass's
//! limit ran out, and no move of it was skipped by its sleep set (below). Then
//! every continuation from it of any length passes a cut, and the series that end
//! at the states in between were judged by this pass or the ones before: no
//! completion mates, and later passes skip the state (it is kept across passes).
//!
//! Every promotion piece is tried (an under-promotion may be the only mate). The
//! search stops at a node or time limit; the report then says it is incomplete, so
//! "no mate" is only claimed when every series was examined or cut by a proof.
//! [`mate_in_one_unpruned`] is the same search without the proof, kept as the
//! reference the tests compare against.
//!
//! # The no-mate proof and why it is sound
//! Call the side to move A (attacker) and the other D (defender, king on `dk`).
//! - **The picture.** D's pieces never move during A's series; a piece A captures
//!   is replaced by the capturing unit, which cannot move again. So at the end every
//!   square holding a D piece now is still occupied — except a pawn A may take en
//!   passant. Only a unit that has not moved may take it, a pawn beside it, onto
//!   the square it skipped while that square is empty (a unit landing there never
//!   leaves); the taker then stands there for good. So at every moment the pawn's
//!   square or the skipped one is occupied, and in a picture in which no such
//!   pawn ends on the skipped square (none is left free, or a case or a fact took
//!   that square from it) the pawn is never taken: it counts as any D piece (in
//!   the picture of a series ending now, always). Each A unit that moved stands
//!   where it is for good; a free unit ends on
//!   its square or on one square its single move can reach. Its reach is
//!   over-approximated: ways are barred only by D pieces and moved units — a
//!   slider's by the pawn that may be taken en passant or else by the square it
//!   skipped (its reach is the union of the two: one of them is occupied
//!   whenever it moves); landing on moved units or D's king is excluded; pawns push onto
//!   squares no such piece holds (two from the start rank), capture only onto D
//!   pieces or en-passant squares; the king steps anywhere not next to D's king, or
//!   castles. A free slider's way is also barred by a unit all of whose squares lie
//!   on it: a unit stands, at every moment of the series, on its square or where its
//!   one move takes it (both among its end squares), so such a unit is always in the
//!   way (a pawn whose pushes stay on the file of a queen behind it).
//!   So the end position of every completion puts each unit on one square of
//!   its set (*finals*), with every *certainly occupied* square (D pieces, units with
//!   one final) occupied. An attack in the end position is therefore an attack in the
//!   picture: a unit on a final square of the right geometry with no certainly
//!   occupied square between (a pawn on the last rank counts as any promotion).
//!   Nor a *stop* between: where a unit's finals, two or more, all lie on one
//!   ray from the attacked square `s`, the unit stands between `s` and the
//!   farthest of them `f`, or on `f`, so no other unit attacks `s` from `f` or
//!   beyond, and the unit itself attacks only from its finals (as from any
//!   square before `f`): `f` counts as certainly occupied for the lines to `s`
//!   (a pawn that ends on `c4` or `c3` bars the file to `c1` of a rook on `c8`).
//!   That holds through the defender's series too, whenever the king's square
//!   is asked about: A's units never move in it, and the series of D that the
//!   proofs exhibit take no pawn en passant, so a unit leaves its square only
//!   for a D piece that takes it there and stays (where the D pieces' own
//!   squares are emptied, a stop among them counts for nothing).
//! - **No check, no mate.** If no unit can attack `dk` from any of its finals (A's
//!   king never can: it cannot stand next to D's king), no completion gives check.
//! - **Robust answers.** Otherwise D is shown to have, in *every* end position, a
//!   series that ends safe, of this form for one square `k` (`dk` or a neighbour):
//!   every unit `v` that may attack `k` (from its squares `T_v`, `dk` counted empty
//!   when the king moves) is answered by its own D piece `d_v` — which then moves
//!   only if `v` stands on a square of `T_v` — by capturing it there or, for a
//!   slider, landing between it and `k` (not on `dk`: the king leaves last); then a D
//!   piece standing on `k` steps aside, unless it answered; then the king steps to
//!   `k` (if `k ≠ dk`).
//!   This series is legal and safe in every end position when:
//!   `d_v` cannot be taken by any unit other than `v` (its square is nobody else's
//!   final) and not by `v` on a square of `T_v` (`x ≠ d_v`), so it is on its square;
//!   the way of its move crosses no D piece, no final of another unit and no landing
//!   square of another answer (so it is clear whatever happens and in any order);
//!   captures land on the unit, blocks on a square that is empty because `v`'s line
//!   is open; distinct units get distinct pieces (a bipartite matching, Kuhn's
//!   augmenting paths); moving the chosen pieces opens no line to `k` that was not
//!   already counted (the attacks with their squares emptied are a subset), so after
//!   the answers nothing attacks `k` — each attacker is captured or blocked, and a
//!   non-attacker stays one because the only squares D empties are the origins; the
//!   piece on `k` has a move onto a square that holds no D piece, not A's king, and
//!   is no answer's landing square (a pawn: a push onto a square no unit may reach),
//!   or onto a square that holds a unit other than A's king in every end position
//!   (its one final; a pawn by its capture): the D piece standing there now, if
//!   any, is then taken by that unit, the move takes the unit and keeps the square
//!   occupied, and a unit gone attacks nothing,
//!   and its leaving cannot change attacks on `k`; A's king cannot attack `k` (`k`
//!   is next to none of its finals). The piece on `k` may be some `d_v` itself
//!   (the king steps to `k` once it has left, by whichever move): as every `d_v`
//!   it is nobody else's final, so it is on `k` whenever `v` attacks, and its
//!   answer, like any, lands off `k` and crosses no other answer's way; where `v`
//!   does not attack, it steps aside as above. A piece on `k` with no such move
//!   must answer a unit `v` and so leave `k` in every end position: a knight or
//!   pawn that attacks `k` from each of its end squares (it then always takes
//!   it; a slider's attack could be stopped by a unit between, and the piece
//!   would stay), or any unit where the piece has a step as above but for
//!   landing on a square of `v`'s own answer (no other unit's): it answers `v`
//!   where `v` stands on a square of `T_v`, and steps there where `v` does not,
//!   when `v`'s answer, the only one that lands there, is not made (the square
//!   then holds no D piece: every other answer lands elsewhere). (As in Rxb1,
//!   Bxd2, Kc1 against a knight's check: the bishop on `c1` takes a unit
//!   attacking `c1`, and so makes room for the king; and as in Bxd2, Bxa3 or
//!   Bb2, Kc1 against a bishop free on `b4`: where it takes none and blocks
//!   none, the bishop on `c1` steps to `b2`, the square between `a3` and `c1`.)
//!   Non-king moves may expose D's king mid-series
//!   (rules §3.6), and the king steps last onto a square that is then unattacked, so
//!   every move is legal and the series ends safe: no completion of A mates.
//! - **Stepping aside.** An answer's way may also cross D pieces that step aside
//!   first, before any answer (a rook behind its knight, a queen behind the pawn
//!   on the king's square `k`): such a piece `c` is on its square in every end
//!   position (fixed, nobody's final: no unit took it), is not the king, and has a
//!   step (a knight's jump, a slider's step to a neighbour along its geometry, a
//!   pawn's push onto a square no unit may reach; or a step onto a unit's one
//!   final, as for the piece on `k` above) onto a square that holds no D
//!   piece, is not a final of A's king, is not `k`, no answer's landing square and
//!   on no answer's way (the squares between an answering piece and any landing
//!   square); distinct pieces step to distinct squares. Such a step is legal in
//!   every end position (the square is empty, or holds a unit, which is taken: a
//!   unit on no landing square attacks `k` from no square an answer relies on,
//!   and the square stays occupied), and it comes first, so each answer's way is
//!   then clear of `c` and not crossed by where `c` went. A piece that steps aside
//!   answers no unit (the matching leaves out a piece some chosen answer needs to
//!   step aside, and is tried again; where pieces step aside, the piece on `k`
//!   answers none either, so that it steps aside first or after, as the steps
//!   below assume), the piece on `k` that steps aside first need
//!   not step again (else the piece on `k` still needs a step onto a square no
//!   piece that stepped aside took), and the lines to `k` are checked with the
//!   squares of the pieces that stepped aside emptied as well as the origins: so
//!   after the answers nothing attacks `k`, as above.
//! - **Escapes.** Where no robust answer holds, the picture tries defender series
//!   the solver found as escapes in end positions judged earlier (the latest 16
//!   distinct ones): such a series `S` proves the picture if it is legal and ends
//!   safe in *every* end position it allows. That is checked move by move, keeping
//!   the squares a D piece may hold and certainly holds, and the squares S landed
//!   on (a unit there is taken: it ends there or is gone, and attacks no more):
//!   each mover is a D piece on a square certainly its own (fixed, nobody's final,
//!   not landed on, of the move's role); no castling, no en passant; a pawn takes
//!   only a unit certainly on that square (its one final, not A's king) and pushes
//!   only over and onto squares no D piece and no unit (not taken) may hold;
//!   another piece moves along its geometry over squares likewise certainly empty
//!   onto a square no D piece may hold and A's king may not: empty or holding a
//!   unit, the move is legal either way. A king move is checked, at its moment, to
//!   land where no unit attacks in any end position, and after the last move the
//!   king's square likewise: attacks are those of the picture (each unit from its
//!   finals not landed on, A's king by adjacency, a pawn on the last rank as any
//!   piece) with only *certainly* occupied squares as blockers (D pieces where
//!   they certainly stand after the moves so far, units with one final not taken),
//!   so every real attack is among them. Non-king moves may expose D's king
//!   mid-series (rules §3.6). Then in every completion D has S: none mates. Where
//!   the series fails only at the last check, the units attacking are hinted for
//!   splitting, so the cases (one unit fixed) may be proved by it. Where the escape
//!   came from does not matter to the argument.
//! - **Judging ends.** An end position in check is judged by the solver, unless
//!   an escape kept frees D's king there: played on that position by the rules
//!   (`SeriesState::series_ends_safe`: each move a legal next move, the king
//!   unattacked after the last), it is a series of D that ends safe. That spares
//!   the solver, and either verdict is exact (D has a safe series; mate is
//!   claimed only where the solver finds none). (It was the escapes' test on the
//!   picture of that position alone, every unit on its square, which gave the
//!   same verdicts on every bench row at several times the cost: f17-random-037-8
//!   1.14 s -> 0.80 s.) An end spared so is not kept in the table of ends judged:
//!   on f17-random-037-8 1 % of the lookups found an end judged before (the
//!   sleep sets and the table of states keep most orders of the same moves
//!   apart), and the table's pages cost more than replaying the escapes; the
//!   verdicts of the solver are kept. A robust
//!   answer does not spare it, though it would prove the end as well: the solver
//!   is where the escapes come from, and an end proved without it adds none. So
//!   an end no escape kept covers goes to the solver, and its escape (one there is:
//!   the end is no mate) joins those the proofs try; the ends like it are then
//!   spared by that escape. Which ends go to the solver is a choice, not a
//!   condition: it only costs the solver's time. (Sparing ends by robust answers
//!   starved the escapes: f13-random-040-7, all of whose 147,108 judged ends were
//!   answered robustly, kept none, its proofs failed and 179,513 states were
//!   expanded; with the solver on ends no escape covers it is proved after 2. Before
//!   that, fresh-112-4 kept no escape while robust answers that stepped aside
//!   spared its ends: 151,583 ends judged instead of 12,200, 278,204 states instead
//!   of 43,702; now 3,904 ends, 44,732 states. Every end to the solver, as a
//!   robust answer would have proved it, instead of only those no escape covers,
//!   proved 040-7 as well but cost on the committed match rows, 207 k -> 230 k
//!   states, mostly match-random-048-13, 13,506 -> 36,101; keeping 32 escapes
//!   instead of 16 did not help it. Only ends no escape covers add escapes of
//!   a new kind, not copies of those kept: 048-13 13,505 states.)
//! - **Splitting.** When one picture does not suffice, the proof picks a unit that
//!   defeated it (an attacker without an answer, or a checker) and proves the picture
//!   for each of its finals separately, that unit fixed there (a certainly occupied
//!   square) and removed from every other unit's finals (two units never end on one
//!   square; a unit left with no final makes the case impossible). The cases cover
//!   every end position, so proving all of them proves the state. A case also
//!   drops what its completions cannot hold, by the order of the moves (a *way* is
//!   the squares a move passes over or lands on; for a castling every square
//!   between king and rook as well): if the unit `u` fixed on `x` stays, nothing
//!   passes over its square, which it never leaves. If it moves, another unit `v`
//!   ending on `y` must move before it when `v` stands on `u`'s way (it must have
//!   left) or `x` is on `v`'s way (occupied from `u`'s move on), and after it when
//!   `u`'s square is on `v`'s way (occupied until then) or `y` on `u`'s way (`v`
//!   would stand in it): one move cannot do both, and `v` cannot stay on `u`'s way.
//!   A castling takes its rook onto the square the king crossed (one move of both,
//!   so not ordered against each other), and a rook that ends anywhere else never
//!   castled, so its king does not end on that castling's square. A case may
//!   also be a set of end squares of `u`: the picture with `u`'s end squares
//!   narrowed to the set (nothing else implied) is a picture of every completion
//!   in which `u` ends in it, so cases whose sets together hold all of `u`'s end
//!   squares still cover every end position. The squares from which `u` attacks
//!   no square of the defender's king (its square and the neighbours) and takes no
//!   defender piece are tried so, as one case, and one by one only where that case
//!   is not proved (which squares go together is a choice, not a condition).
//!   Depth, the number of pictures and the number of units tried at a picture
//!   are limited; a proof that runs out simply fails (the search goes on), so
//!   the limits cost speed, never exactness.
//!   A picture that fails names the units that defeated it (an attacker without an
//!   answer, the units of a failed matching, a unit whose line an answer opens, the
//!   attacker's king next to a king square): those are split first.
//! - **Learning.** A split that fails as a whole still proves some of its cases:
//!   "no completion in which unit `u` ends on `x` mates". Where the proof fails
//!   (and the children will be expanded, not only judged), a learning proof splits
//!   each unit named (one level below the root, each case judged by one picture;
//!   three levels at the root), keeps those
//!   facts, drops the proved squares from `u`'s end squares (a unit left with none
//!   proves the state: every completion was covered; a case with some unit left
//!   with no end square has no completion at all) and evaluates the narrowed
//!   picture again. The facts stay true below: a child state's completions are
//!   completions of its parent, so the search hands them down (the unit that moves
//!   takes its facts along to its new square), and each child's picture starts
//!   narrowed by them. A child whose moved unit now stands on one of its excluded
//!   squares is cut at once (it ends there in every completion), and so is an end
//!   position with any unit on an excluded square. The narrowed picture is sound for
//!   the completions not yet ruled out, and the ruled-out ones do not mate by the
//!   earlier facts, each proved from facts before it (induction over the order they
//!   were learned). A fact is about the state, not the path to it (the unit on a
//!   square of the state ends somewhere in each completion), so the facts of a state
//!   that is not proved are cached with it.
//!   The plain proof keeps its facts too: its split of a unit `u` stops at the
//!   first case it cannot prove, but the cases proved before that one are the same
//!   facts ("no completion in which `u` ends on `x` mates", each proved on the
//!   picture narrowed by the facts before it), so they are kept, dropped from
//!   `u`'s end squares before the next unit is split, and handed down like the
//!   learning proof's (a state one move before the end of the length, which does
//!   not learn, thus still cuts its children that move `u` onto `x`).
//!   How deep the learning proof splits is a choice, not a condition.
//!
//! # Proofs not tried
//! On the slow rows most proofs below the root fail (fresh-106-4: 352 k of 516 k,
//! at 16-60 pictures each; fresh-127-4: 68 k of 128 k, at 150-250), and a state
//! whose proof fails is expanded anyway: the proof cost its pictures and gave
//! only the facts it noted. Whether it fails is foretold by the unit that moved.
//! A state's picture is its parent's with the moved unit `u` narrowed to one
//! square (and the ways it now bars); the parent's proof failed, and its splits
//! tried the units that defeated its pictures. Where `u` is none of the units the
//! parent's proof split (at any level), the child's proof meets the parent's
//! defeaters again, as wide as before, and mostly fails: on fresh-127-4, 35 k of
//! 44.5 k such proofs with 4 or more moves left failed, at 155 pictures each; of
//! the proofs after a move of a split unit, 19 k of 62 k.
//! - **The relevant units** of a state not proved are the units its proof split
//!   (by their squares; kept with the state's facts in the table, for a state
//!   whose proof is not tried again). They are handed down as the facts are, each
//!   unit taking its square along (and a castling rook). A child reached by a move
//!   of a relevant unit (or a child of the root: the root's proof splits deepest)
//!   gets the full proof, and its split units are the relevant ones below it. A
//!   child reached by a move of another unit gets only a **glance**: its picture,
//!   narrowed by the facts, evaluated once without splitting or learning (one
//!   picture). If the glance proves it, it is cut and recorded as proved; else
//!   it is expanded (its failure not recorded: another path, by a relevant
//!   unit, may still prove it), and its children go by the same relevant units.
//! - **One move before the end** of the length (below the root) every state gets
//!   only the glance: its children are only judged, and judging them is cheap
//!   (most checking ends are proved by an escape kept, at one picture each), while
//!   its full proof mostly fails after dozens of pictures. On f17-random-037-8's
//!   length 5, 51,546 full proofs one move before the end looked at 1.6 M
//!   pictures, 3.7 s of the pass's 5.7 s, and proved 9,819 states; with the
//!   glance the search took 2,988,114 -> 1,247,347 pictures (125,195 states
//!   instead of 119,919, 700,983 ends judged instead of 478,951), 7.1 s -> 3.8 s
//!   on one thread; f17-random-021-8 4.28 M -> 1.03 M pictures, 12.4 s -> 3.8 s.
//! - **Why nothing is lost.** The glance is the proof at depth 0, sound as every
//!   proof. A proof not tried cuts nothing: the state is expanded, as after a
//!   failed proof, and the facts handed down to it stay true (it learns none of
//!   its own). So the gate costs speed where it skips a proof that would have
//!   succeeded, never exactness.
//! - **Same counts on any threads.** The relevant units are a function of the
//!   proofs on the path and the table, as the facts are; a batch gates its tasks
//!   by the same test, and a child the walk will only glance at gets a glance as
//!   its task (and its tail proof, if it has one), a pure function of the state,
//!   the facts and the escapes like a proof: the walk takes it only for a glance,
//!   and a proof only for a full proof.
//! - **Figures.** The fresh set (tests/data/flicker-mate-fresh.tsv) 1.34 M states,
//!   739 k judged, 37.6 M pictures before, 1.35 M, 906 k and 29.1 M with the gate:
//!   fresh-127-4 69.7 k -> 111 k states, 12.33 M -> 8.19 M pictures; fresh-106-4
//!   376 k -> 325 k states, 14.19 M -> 12.56 M pictures; fresh-154-4 0.91 M ->
//!   0.47 M pictures. Gating only states with 2 moves left or more kept more
//!   states out (1.38 M; 127-4 79 k) but looked at 32.1 M pictures and was slower;
//!   making every proof one move before the end one level shallower as well took
//!   127-4 to 621 k states. Which units are relevant is a choice, not a condition:
//!   the units split at the proofs' top level only kept fewer proofs (127-4 153 k
//!   states, 9.6 M pictures).
//!
//! # Moves a mate needs
//! A pass judges series of at most `limit` moves, so a state with `left` moves to
//! go matters to it only through its completions of at most `left` moves. Every
//! mating end position gives check, and attacks each square `k` next to the
//! defender's king that holds no defender piece now (with the king's square
//! empty): else the king's step to `k` is a series of D that frees it (D's pieces
//! never move during A's series and none appear, so `k` holds none at the end;
//! a unit on `k` is taken and attacks no more; the step lands where nothing
//! attacks, the only move of the series). So each of these *targets* (the king's
//! square and those `k`) is attacked in the end position, and so in its picture
//! (the no-mate proof, above: a unit on one of its finals, only certainly occupied
//! squares between, the king's square counted empty for a `k`; narrowed by the
//! facts, for the completions they leave). A unit that does not move ends on its
//! square, one that moves on another of its finals, and a unit whose square the
//! facts took from its finals moves in every completion left. A unit that stays
//! attacks from its own square past the units standing between now only once
//! they moved (each of them is a unit that moves, and is counted as covering
//! the target: a weaker demand than all of them moving). So the units that move
//! must attack, from their other finals or by leaving such a line, every target
//! no unit attacks from its own square over a line clear of units now; a move
//! moves one unit, a castling two (so one more is allowed where A's king may
//! castle). Where no `left` moves (those forced by facts among
//! them) can cover the targets so, found by an exact search over the units'
//! covers (at most nine targets; where it runs out of tries it counts them
//! covered, which cuts nothing), no completion of at most `left` moves mates, the
//! state itself (no moves) included.
//! - **Cut for this pass only.** Such a state is neither judged nor expanded; it
//!   is recorded as searched in vain with `left` moves in this pass (as it was:
//!   every completion the pass could judge from it is shown not to mate), and it
//!   is not complete (a longer pass may reach it with more moves left) nor proved
//!   (its proof is not tried: the bound is cheaper than one picture). The sleep
//!   sets' argument holds as for a proof: a line a sleep set skips has the same
//!   length as the line that covered it.
//! - **Before the proof.** The bound is tried where the proof would be (or the
//!   table's record of it read), so it spares the states with few moves left most
//!   of their pictures. A batch still posts the task of a child the walk will
//!   cut so (its result is dropped uncounted, "Two threads"): testing the bound
//!   in the batch as well made the counts of f13-random-090-11 differ in one
//!   run of nine on two threads, for a reason not found.
//! - **Figures.** States / judged / pictures before and with the bound:
//!   committed match rows 128,015 / 150,909 / 2.23 M -> 55,620 / 146,175 /
//!   1.69 M (match-random-083-10 21,743 -> 3,551 states), fresh seed 7 428,491
//!   -> 305,131 states, seed 13 463,169 -> 351,164 (f13-random-059-10 57,620 /
//!   1.14 M -> 20,215 / 447 k; f13-greedy-074-5 166,380 -> 137,646: most of it is
//!   the proof that no mate of 7 to 9 moves exists, walked with many moves left),
//!   seed 17 f17-random-044-9 63,082 / 1.48 M -> 24,030 / 817 k. Counting the
//!   units between as above, instead of taking every line from a unit's own
//!   square as open: f13-greedy-074-5 137,646 -> 108,208 states, seed 13
//!   351,164 -> 317,181, f13-random-059-10 20,215 -> 16,697.
//!
//! # Order of moves
//! Within one length the moves of the states of depth 0 to 2 are tried in
//! an order meant to meet a mate early, so that the last length (the one with the
//! mate) ends soon: first the moves that give check (directly or by opening a
//! line) or promote, then the moves of the units that defeat the state's picture
//! (those a split would try first: attackers without an answer, checkers), then
//! the moves through which the most checking end positions were reached so far
//! (counted twice where the solver had to free the king), the order they came in
//! among equals. (Checks first: the near-mate counts favour the moves tried
//! first in the pass before, whose lines were walked before their transpositions,
//! and the defeaters favour a unit whose every move leaves it harmless, as a rook
//! shuffling behind its pawns; on fresh-184-2 eight such rook moves, 21,000 states
//! each, came before the queen's move of the mate: 222,693 states, with checks
//! first 88,645; fresh-196-2, a promotion with check, 15,142 and 2,109.) Every
//! move is still tried unless a mate is found, and the lengths are still deepened
//! one by one, so the answer and the length of the series found are the same; only
//! which mating series of that length is found first may differ. The order is a
//! function of the state and of what the walk did before it on the search's own
//! thread, so it is the same on one thread and on two. Deeper states keep the
//! moves in the order they come in: there the order decides which path first
//! reaches a state and so which facts it gets, and an order that moves the units
//! the facts are about first uses them up early.
//!
//! # Postponed moves
//! In a crowded position most of the attacker's moves have nothing to do with a
//! mate (a pawn step on the far wing, a rook's shuffle behind its pawns), yet every
//! combination of them is a state of its own. Where the no-mate proof fails on a
//! state `t` (with at least two moves left), the search picks a set `Q` of moves of
//! `t` that may always be made *last*, and expands `t` by its other moves only,
//! once every completion of `t` made of `Q` moves alone is proved not to mate.
//! - **Making them last.** `Q` holds moves onto empty squares that capture nothing
//!   and promote nothing (steps, pushes, double steps, castling), and is closed in
//!   this sense: a move not in `Q` never needs a square a `Q` move leaves (its way
//!   holds the `Q` move's origin) nor ends on a square a `Q` move passes over or
//!   needs empty — unless its way also holds that `Q` move's destination, for then
//!   it can never follow that move, the destination being occupied from then on (a
//!   castling is likewise never after its rook's move, and a castling in `Q` counts
//!   the rook's square and landing square and every square between king and rook
//!   as its own). Ways are those of the picture (each unit's move
//!   to each of its end squares). A `Q` move of another piece than the king does
//!   not end between a defender slider and a square the attacker's king may stand
//!   on or cross (with only defender pieces and units that never move between): so
//!   its unit's not being there yet opens no line to the king. A king's `Q` step
//!   or castling is from, over and onto squares no defender piece attacks
//!   whatever the units do (only units that never move and the defender's pieces
//!   block).
//!   Then take any completion `C` of `t` and let `C*` be its moves not in `Q`, in
//!   their order, followed by its `Q` moves, in theirs. `C*` is legal and ends in
//!   the same position (the same moves): a non-`Q` move brought forward finds the
//!   squares it needs as in `C` (it needed no square a `Q` move vacated) and meets
//!   no `Q` unit where it was not before (a `Q` unit now stands on its origin, which
//!   the move's way does not hold, instead of its destination); a king's step so
//!   brought forward is not newly attacked, since no `Q` unit left a line to it; a
//!   `Q` move made later still finds its way clear (no non-`Q` move ends on it; `Q`
//!   moves keep their order; defender pieces never move during the series) and its
//!   destination empty (nothing ends there but it); a king's late step or
//!   castling meets no attacked square; moves may expose their own king
//!   mid-series (rules §3.6), and the end position is the same, so the series ends
//!   with the king safe as `C` did. So either `C` is made of `Q` moves only, or
//!   `C*` begins with a move the search expands, and by induction over the moves
//!   left every completion is either searched or made of `Q` moves from some state
//!   on the way.
//! - **The tail proof.** The completions of `t` made of `Q` moves alone are
//!   pictured as usual, every unit on its square or on one of its `Q` moves'
//!   destinations (a restriction of the state's picture, so its argument holds),
//!   and the no-mate proof is asked about that picture with a small budget. Only
//!   if it succeeds are the `Q` moves left out; else the state is expanded by all
//!   its moves. Which moves are offered as `Q` is a choice, not a condition: those
//!   that look irrelevant (from their destination the unit attacks no square the
//!   defender's king may use, and its square is on no other unit's line to one),
//!   judged first by the board as it is, then by the units that never move only.
//!   Where both judgements offer the same moves and the first proof failed, the
//!   second is not tried: it would be the same proof of the same picture (the
//!   escapes do not change in between) and fail the same way, so the state is
//!   expanded by the same moves and only the pictures counted are fewer.
//! - **Too far.** A move that would break the closure but needs more moves first
//!   than are left at this length (the `Q` move, itself, and a move of each other
//!   unit now in its way) cannot be part of a completion searched at this length,
//!   and is not counted; the state is then not marked complete, so that longer
//!   lengths look at it again.
//!
//! # Sleep sets
//! Most moves of a series commute: two moves of different units whose ways do not
//! meet may be made in either order, to the same state. The table already makes
//! the search walk each state once, but it still looks up every state again from
//! each of its parents; and a state that one order reaches only through a cut (a
//! proof, a fact, a postponed move) is walked anew when another order reaches it.
//! So, as partial-order reduction in model checking does with sleep sets, the
//! search skips moves whose lines an earlier line covered already.
//! - **Commuting.** Take two moves `x` and `m` of different units, legal in state
//!   `t`, neither a castling nor an en-passant capture, whose *ways* (the squares
//!   passed over, and the square landed on) are disjoint. A move of any piece but
//!   the king is legal when its way is clear and it lands on an empty square or
//!   takes a defender piece other than the king (a pawn: pushes onto empty
//!   squares, captures onto defender pieces); non-king moves may expose the
//!   mover's king mid-series (rules §3.6). After `m`, the only squares that
//!   changed are `m`'s origin, now empty (not on `x`'s way, for `x` was legal
//!   with it occupied; and not `x`'s landing square, which is not the attacker's),
//!   and `m`'s landing square, which is not on `x`'s way: so `x`, if not the
//!   king's, is legal in `t·m`, the same move (it takes the same piece, or none),
//!   and likewise `m` in `t·x`. A king's step is legal besides only onto a square
//!   no defender piece attacks. Defender pieces never move; `m` may take one,
//!   which attacks no more, or land between, which blocks; so the step can only
//!   become illegal if `m`'s origin lies between its square and a defender slider
//!   that could attack it along that line (on an empty board,
//!   `Defence::exposures`); such
//!   pairs are not taken to commute. Both orders end in the same state: the same
//!   board, the same moved units, the same castling rights (each move takes away
//!   those of the squares it leaves and lands on, a king's move all of its side)
//!   and the same double steps (a set).
//! - **The sleep set** of a state on the current path: at the root it is empty;
//!   the child of `t` by its `i`-th move `m` gets those moves of `t`'s sleep set
//!   and of `t`'s moves before `m` that commute with `m` in `t`. A state skips the
//!   moves of its sleep set.
//! - **Why nothing is lost.** By induction over the walk's order, every completion
//!   of a state whose search ended (not at a limit) is judged or proved not to
//!   mate, within the pass's limit. Let `x` be in the sleep set of `t`, reached by
//!   moves `u` from the state `a` where `x` was an earlier move than the first of
//!   `u` (or came from `a`'s own sleep set, and so on up: the same argument from
//!   further up). `x` commutes with each move of `u` in turn, so `a·x·u` is legal
//!   and is the state `t·x`; so a completion `x·C` of `t` ends where the completion
//!   `u·C` of `a·x` ends, and `a·x` was searched before `t` (or its own cover
//!   before it). Its series has the same length, the facts and proofs used there
//!   hold for every completion of the states they were found in, and whether an
//!   end position mates depends only on the position. So each line the sleep set
//!   skips ends where a line already judged or proved ends.
//! - **Kept apart from other passes.** A state that skipped a move of its sleep set
//!   is not complete (above): its cover came from the lines of this pass.
//! - The reference search without pruning walks every move.
//!
//! # Two threads
//! Most of the time of a hard search goes into the no-mate proofs of the states one
//! or two moves before the end of the length. A proof is a pure function of the
//! state, the facts handed down (with those cached for the state), whether it
//! learns, and the escapes; so where a state with two moves left or more is
//! expanded, the proofs its children will need (the cut proof, and for children
//! with two moves left the tail proof of the postponed moves) are posted as a batch
//! of tasks to helper threads (`parallel.rs`, [`MateLimits::threads`] in all), each
//! with the inputs the walk will give that child: the parent's facts with the move
//! applied, the learning flag of its length, what the table holds
//! for it, and the escapes as they are when the batch is posted. The walk then
//! visits the children in their order as before; at each it takes the helper's
//! result, or does the task itself where no helper started on it. Nothing the walk
//! does between two siblings changes another sibling's inputs, except the escapes
//! (they follow the judgements below earlier siblings) and the moves left (a mate found below an earlier sibling lowers the
//! pass's limit, "Passes"): the children
//! of one state all have one unit more moved than it, the states below a child have
//! more still, so no sibling is visited, judged or written in the table before its
//! own turn. The escapes may change (an end position below an earlier sibling is
//! judged and its escape is new), and so may the moves
//! left: a result is taken only if none changed since the batch was posted, else
//! the proof is done again, at its turn,
//! as the single-threaded search does it (on the bench rows that is at most a few
//! dozen proofs a search). The results, the table and the counts are therefore
//! exactly those of the search on one thread, whatever the threads' timing: the
//! pictures of a result are counted when the walk takes it, and the results of
//! children the walk never reaches (a mate found before them, a limit) are dropped
//! uncounted. The defender's `Defence` (`bound.rs`) is the thread's own, with its hint
//! of the king square that answered last: it orders the squares tried, never the
//! verdict nor the splitting (`Picture::evaluate`). Batches are posted only in
//! searches that already looked at some pictures, and only where the children's
//! proofs are likely to be worth a helper's waking up (the average cost of proofs
//! like theirs so far), so short searches run as on one thread. A child whose
//! proof is gated ("Proofs not tried") gets its glance as its task, with the tail
//! proof that follows a glance that fails: on the rows where most children are
//! only glanced at, those were most of the work, and the search's thread did it
//! all (f13-greedy-074-5: 37,666 tasks posted, 3,925 done by the helper).

mod bound;
mod parallel;
mod table;

use super::notation::series_san;
use super::solver::rescue_from;
use super::{Series, SeriesState};
use crate::chess::{Bitboard, Move, MoveKind, Position, Role, Square};
use bound::{Defence, Escape, Facts, Picture, Postponed};
use parallel::{Batch, Helpers};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How much work the search may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MateLimits {
    /// Series states visited, over all lengths.
    pub max_nodes: u64,
    pub max_time: Duration,
    /// Threads the search may use: the caller's, and `threads - 1` more for the
    /// no-mate proofs (module docs, "Two threads"; 0 counts as 1). The answer and
    /// the counts are the same for any number; only the time differs.
    pub threads: u8,
}

impl MateLimits {
    /// The threads a search uses by default: the machine's two cores.
    pub const THREADS: u8 = 2;
}

impl Default for MateLimits {
    fn default() -> Self {
        MateLimits {
            max_nodes: 5_000_000,
            max_time: Duration::from_secs(10),
            threads: MateLimits::THREADS,
        }
    }
}

/// What the search found.
#[derive(Clone, Debug)]
pub enum MateOutcome {
    /// This series mates (and no shorter one does).
    Found(Series),
    /// Every legal series was examined: none mates.
    NoneExists,
    /// The limits were reached first; shorter series than `searched_len` were all
    /// examined and none mates.
    GaveUp { searched_len: usize },
}

/// The outcome and what it cost.
#[derive(Clone, Debug)]
pub struct MateReport {
    pub outcome: MateOutcome,
    /// Series states visited.
    pub nodes: u64,
    /// End positions judged (by an escape kept, or else by the solver: module
    /// docs, "Judging ends"); one the solver judged is not judged again.
    pub judged: u64,
    /// Pictures the no-mate proofs looked at (their cost, independent of the
    /// machine's load).
    pub pictures: u64,
    pub elapsed: Duration,
    pub limits: MateLimits,
}

impl MateReport {
    /// The mating series in SAN, if one was found.
    pub fn san(&self) -> Vec<String> {
        match &self.outcome {
            MateOutcome::Found(s) => series_san(s),
            _ => Vec::new(),
        }
    }
}

/// How many units one no-mate proof may split, and how many pictures it may look at.
const PROOF_DEPTH: u32 = 2;
const PROOF_BUDGET: u32 = 2_000;
const ROOT_PROOF_DEPTH: u32 = 6;
const ROOT_PROOF_BUDGET: u32 = 200_000;
/// How deep the learning proof splits below the root (its cases are judged by one
/// picture each; deeper, it costs more than it saves where a mate is near), and at
/// the root (its facts narrow every state: random-40 is decided with 3, not with 2).
const LEARN_DEPTH: u32 = 1;
const ROOT_LEARN_DEPTH: u32 = 3;
const ROOT_LEARN_BUDGET: u32 = 50_000;
/// Learning is tried where at least this many moves are left in the pass: one
/// move before the end the children are only judged, and two moves before it
/// the grandchildren, whose plain proofs already narrow them by the facts they
/// note; there the facts of the learning proof would cost more than they save
/// (the state learns later if a longer pass reaches it with more moves left).
/// With 2: 1,705 match rows 5.73 M pictures, the fresh set 41.6 M; with 3: 5.11 M
/// and 39.2 M.
const LEARN_LEFT: u8 = 3;
/// How far the proof over the completions made of postponed moves alone splits,
/// and how many pictures it may look at.
const TAIL_DEPTH: u32 = 2;
const TAIL_BUDGET: u32 = 500;
/// The moves of states this close to the root are ordered (module docs, "Order of
/// moves"); deeper, the order the moves come in is kept. With checks first, 3
/// rather than 2: fresh set 1.121 M -> 1.081 M states, 31.6 M -> 29.9 M pictures
/// (fresh-184-2 88,645 -> 71,516 states), committed match rows 294 k -> 272 k;
/// 4 gained on the match rows (257 k) but lost on the fresh set (30.1 M pictures;
/// fresh-154-4, no mate, 223 k states with 2, 246 k with 3, 277 k with 4).
const ORDER_DEPTH: usize = 3;
/// How many of the solver's escapes the proofs try (the latest ones).
const ESCAPES: usize = 16;
/// The other threads start once the proofs looked at this many pictures (a few
/// milliseconds): most searches end before, and a thread costs more to start than
/// their proofs.
const HELP_AFTER: u64 = 10_000;
/// A batch is posted to the other threads only if its proofs are likely to look at
/// this many pictures (some 10 µs; waking a parked helper costs 10 µs, and in a
/// long search the helper is seldom parked): where the proofs of the children
/// are cheap, the search's thread does them itself. Since sleep sets, a state's
/// children are mostly new, but few: 100 kept most batches from being posted.
const BATCH_PICTURES: u64 = 30;

/// The search looks at one length per pass while the states expanded one move
/// before the end at least multiply by this from one length to the next; once
/// they grow slower, its next pass takes every length left (module docs,
/// "Passes"). With 2 the fresh set (tests/data/flicker-mate-fresh.tsv) expanded
/// 1.61 M states, with 3 1.34 M (the committed match rows 300 k and 290 k); 4
/// gains no more.
const PASS_GROWTH: u64 = 3;

/// A series state as the table keys it: board, moved units, castling rights
/// (the mover is the same in every state of a search).
type StateKey = table::Key;

fn state_key(state: &SeriesState) -> StateKey {
    table::key(&state.board, state.moved.0, state.castling)
}

/// Of a state not proved: the units (by their squares) whose moves are worth a
/// proof in its children; `None`: every unit's.
type Relevant = Option<Bitboard>;

/// `relevant` after the move `m` of `us` (each unit keeps its own).
fn shift_relevant(relevant: Relevant, us: crate::core::Side, m: &Move) -> Relevant {
    let mut r = relevant?;
    let mut shift = |from: Square, to: Square| {
        if r.contains(from) {
            r.remove(from);
            r.insert(to);
        }
    };
    shift(m.from, m.to);
    if let MoveKind::Castle(cs) = m.kind {
        let (from, to) = Facts::rook_squares(us, cs);
        shift(from, to);
    }
    Some(r)
}

/// What the no-mate proof found for a state.
enum Known {
    /// No completion mates.
    Proved,
    /// Not proved; these end squares are ruled out (see [`Facts`]), and whether
    /// the learning proof was tried.
    Open {
        facts: Box<[(crate::chess::Square, Bitboard)]>,
        learned: bool,
        split: Bitboard,
    },
}

/// What the search knows of one series state. One table holds it all, so that a
/// visit looks the state up once per question on one entry, not in three tables;
/// small, so that key and entry share a cache line ([`table`]).
#[derive(Copy, Clone, Default)]
struct Entry {
    /// What the no-mate proof found, once it was tried (pruned search only): 0
    /// not yet, [`PROVED`], else 1 + its index in [`States::open`].
    known: u32,
    /// All its completions, of every length, were examined or cut (every line below
    /// it ended at a proof or an excluded square before the pass's limit ran out,
    /// and its sleep set skipped none of its moves): none mates, so no later pass
    /// needs it again. Kept across passes.
    complete: bool,
    /// The most moves left with which it was already searched in vain, and the
    /// pass that searched it: a record of an earlier pass counts for nothing (0:
    /// none; passes start at 1).
    seen_left: u8,
    seen_in: u8,
}

impl Entry {
    /// Was the state searched in vain with at least `left` moves to go, in the
    /// current pass?
    fn seen(&self, pass: u8, left: u8) -> bool {
        self.seen_in == pass && self.seen_left >= left
    }
}

/// An entry as the table's slot holds it: one word.
impl table::Word for Entry {
    fn to_word(self) -> u64 {
        u64::from(self.known)
            | u64::from(self.complete) << 32
            | u64::from(self.seen_left) << 40
            | u64::from(self.seen_in) << 48
    }
    fn from_word(w: u64) -> Entry {
        Entry {
            known: w as u32,
            complete: w >> 32 & 1 != 0,
            seen_left: (w >> 40) as u8,
            seen_in: (w >> 48) as u8,
        }
    }
}

/// [`Entry::known`] of a state proved.
const PROVED: u32 = u32::MAX;
static KNOWN_PROVED: Known = Known::Proved;

/// State → what is known of it ([`Entry`]), and the facts of the states not
/// proved (too large for the table's line).
struct States {
    table: table::Table<Entry>,
    open: Vec<Known>,
}

impl States {
    fn new() -> States {
        States {
            table: table::Table::new(),
            open: Vec::new(),
        }
    }

    fn get(&self, key: &StateKey) -> Option<Entry> {
        self.table.get(key)
    }

    fn entry(&mut self, key: StateKey) -> table::EntryMut<'_, Entry> {
        self.table.entry(key)
    }

    /// What the no-mate proof found for the state of `entry`, once tried.
    fn known(&self, entry: Entry) -> Option<&Known> {
        match entry.known {
            0 => None,
            PROVED => Some(&KNOWN_PROVED),
            i => self.open.get(i as usize - 1),
        }
    }

    /// Records what the no-mate proof found for the state of `key`.
    fn set_known(&mut self, key: StateKey, known: Known) {
        let mut entry = self.table.entry(key);
        match known {
            Known::Proved => entry.known = PROVED,
            open => match entry.known {
                0 | PROVED => {
                    self.open.push(open);
                    entry.known = self.open.len() as u32;
                }
                i => self.open[i as usize - 1] = open,
            },
        }
    }
}

struct Search<'a> {
    start: &'a Position,
    /// Whether states are cut by the no-mate proof (off for the reference search).
    prune: bool,
    /// State → what is known of it ([`Entry`]: proved, complete, searched).
    states: States,
    /// The pass being searched (module docs, "Passes"), counted from 1.
    pass: u8,
    /// The shortest and the longest series this pass judges; `limit` falls when
    /// a mate is found, to one move less than it.
    from: u8,
    limit: u8,
    /// The shortest mating series found in this pass so far.
    found: Option<Series>,
    /// The states expanded with one move left in the last two passes (oldest
    /// first): how fast the search grows with the length.
    frontier_states: [u64; 2],
    /// Pictures looked at by the proofs (the cost of pruning).
    pictures: u64,
    limits: MateLimits,
    began: Instant,
    nodes: u64,
    judged: u64,
    /// Whether the subtree being searched left something for a later pass.
    open: bool,
    /// End position → mate?
    ends: table::Table<bool>,
    path: Vec<Move>,
    /// One move buffer per depth, reused (no allocation per node).
    buffers: Vec<Vec<Move>>,
    /// The sleep set of the state at each depth of the current path (module
    /// docs, "Sleep sets"): moves whose continuations an earlier sibling of it
    /// or of an ancestor covered already.
    sleeps: Vec<Vec<Move>>,
    /// Where a unit's leaving may expose a square to the defender
    /// ([`Defence::exposures`]).
    exposure: Box<[Bitboard; 64]>,
    out_of_budget: bool,
    /// Set by another thread to stop the search (it then gives up as at a limit).
    cancel: Option<&'a AtomicBool>,
    /// The latest distinct escapes the solver found in end positions (the proofs
    /// try them as defender series, module docs), the next slot to replace, and
    /// how many times the list changed.
    escapes: Vec<Escape>,
    next_escape: usize,
    version: u64,
    /// The proofs of this thread: the defender's pieces and the escapes as the
    /// pictures share them.
    prover: Prover,
    /// The other threads, once the search is worth them (module docs, "Two
    /// threads"), and the escapes as they were last handed to them.
    helpers: Option<Helpers>,
    sent: Option<(u64, Arc<[Escape]>)>,
    /// The proofs tried below the root, and the pictures they and the tail proofs
    /// looked at (what a batch of them may cost): of states with one move left,
    /// and with more (those learn, and have tail proofs).
    proofs: [u64; 2],
    proof_pictures: [u64; 2],
    /// The proofs of the state [`Search::dfs`] is about to visit, done in advance
    /// by a batch ([`Search::prepare`]); boxed, for the walk moves it at every
    /// state.
    ready: Option<Box<Done>>,
    /// For each move (by origin and destination), how many checking end positions
    /// judged were reached through it, twice those the solver had to free the king
    /// from (module docs, "Order of moves"). Empty until the first is counted (most
    /// searches judge none, and should not pay for the table).
    near_mates: Vec<u32>,
    /// Whether proofs are gated by the relevant units (module docs, "Proofs not
    /// tried"; off only to test that the gate changes no answer).
    gate: bool,
}

/// What the no-mate proofs of one state start from: what the sequential search
/// would hand them. Pure inputs, so the proofs may run on any thread.
#[derive(Clone)]
struct Task {
    state: SeriesState,
    /// The facts handed down, with those cached for the state.
    facts: Facts,
    /// Whether the plain proof failed on it before (only learning is left).
    tried: bool,
    learn: bool,
    /// Moves left in the length: from 2, a failed proof is followed by the tail
    /// proof of the postponed moves.
    left: u8,
    /// Whether the proof is only a glance ([`Search::gated`]).
    glance: bool,
}

/// What the proofs of a [`Task`] found, and the escapes they used.
struct Done {
    key: StateKey,
    version: u64,
    /// The moves left it was done for ([`Task::left`]: a mate found since the batch
    /// was posted lowers the pass's limit, and with it whether the state learns and
    /// which moves its tail proof may postpone).
    left: u8,
    proof: Proof,
    /// The postponed moves (for a state not proved, with two moves left or more).
    tail: Option<Tail>,
}

/// The no-mate proof of one state: proved, or the facts learned.
struct Proof {
    /// Whether it was a glance ([`Task::glance`]).
    glance: bool,
    proved: bool,
    facts: Facts,
    pictures: u64,
    /// The units its splits tried (their squares).
    split: Bitboard,
}

/// The postponed moves of one state ([`Prover::postponed`]).
struct Tail {
    postponed: Option<Postponed>,
    limited: bool,
    pictures: u64,
}

/// What the table says of a state's proof before it is tried.
enum Recall {
    /// It is already decided: cut, or not proved with the facts as they are.
    Proved,
    /// Not proved; the units its proofs split.
    Open(Bitboard),
    /// The full proof is not worth trying ([`Search::gated`]): only a glance at
    /// the picture; `relevant` stay the relevant units below.
    Glance(Relevant),
    /// The proof is to be tried from the facts (`tried`: the plain one failed,
    /// splitting `split`).
    Prove { tried: bool, split: Bitboard },
}

impl Recall {
    /// What the table's `entry` for a state tells of its proof, with `facts` the
    /// facts handed down, to which those cached for the state are added
    /// ([`Search::cut`]; `learn`: whether a failed proof should learn). (The facts
    /// are changed in place: they are large, and copying them per state cost more
    /// than the table lookup.)
    fn of(known: Option<&Known>, facts: &mut Facts, learn: bool) -> Recall {
        match known {
            Some(Known::Proved) => Recall::Proved,
            Some(Known::Open {
                facts: f,
                learned,
                split,
            }) => {
                facts.add_compact(f);
                if *learned || !learn {
                    Recall::Open(*split)
                } else {
                    Recall::Prove {
                        tried: true,
                        split: *split,
                    }
                }
            }
            None => Recall::Prove {
                tried: false,
                split: Bitboard::EMPTY,
            },
        }
    }
}

/// The no-mate proofs as one thread runs them: the defender's pieces (shared by
/// every picture, they never move; its hint is the thread's own) and the escapes.
struct Prover {
    defence: Rc<Defence>,
    shared: Rc<[Escape]>,
    /// The latest state pictured and its picture as built ([`Prover::picture`]).
    picture: RefCell<Option<(SeriesState, Option<Picture>)>>,
}

/// Search for a series of the side to move that mates the opponent.
pub fn mate_in_one(pos: &Position, limits: MateLimits) -> MateReport {
    run(pos, limits, true, None)
}

/// [`mate_in_one`] that also stops, as at a limit ([`MateOutcome::GaveUp`]), soon
/// after `cancel` is set (checked with the time limit, every 1,024 states).
pub fn mate_in_one_cancellable(
    pos: &Position,
    limits: MateLimits,
    cancel: &AtomicBool,
) -> MateReport {
    run(pos, limits, true, Some(cancel))
}

/// The same question answered by the plain search without the no-mate proof: every
/// legal series of each length is walked (with the transposition table). Slow; kept
/// as the reference the pruned search is checked against.
pub fn mate_in_one_unpruned(pos: &Position, limits: MateLimits) -> MateReport {
    run(pos, limits, false, None)
}

fn run(pos: &Position, limits: MateLimits, prune: bool, cancel: Option<&AtomicBool>) -> MateReport {
    run_gated(pos, limits, prune, cancel, true)
}

fn run_gated(
    pos: &Position,
    limits: MateLimits,
    prune: bool,
    cancel: Option<&AtomicBool>,
    gate: bool,
) -> MateReport {
    let prover = Prover::new(pos, Rc::from(Vec::new()));
    let mut s = Search {
        start: pos,
        prune,
        states: States::new(),
        pass: 0,
        from: 0,
        limit: 0,
        found: None,
        frontier_states: [0; 2],
        pictures: 0,
        limits,
        began: Instant::now(),
        nodes: 0,
        judged: 0,
        open: false,
        ends: table::Table::new(),
        path: Vec::new(),
        buffers: Vec::new(),
        sleeps: Vec::new(),
        exposure: prover.defence.exposures(),
        out_of_budget: false,
        cancel,
        escapes: Vec::new(),
        next_escape: 0,
        version: 0,
        prover,
        helpers: None,
        sent: None,
        proofs: [0; 2],
        proof_pictures: [0; 2],
        ready: None,
        near_mates: Vec::new(),
        gate,
    };
    let root = SeriesState::start(pos);
    let units = root.unmoved().count() as usize;
    let mut outcome = MateOutcome::NoneExists;
    let mut from = 1;
    while from <= units {
        // One length at a time while the search grows fast with it; then every
        // length left at once (module docs, "Passes").
        let [before, last] = s.frontier_states;
        let rest = s.prune && from > 2 && last < PASS_GROWTH * before;
        let limit = if rest { units } else { from };
        (s.pass, s.from, s.limit) = (s.pass + 1, from as u8, limit as u8);
        s.frontier_states = [last, 0];
        s.dfs(&root, limit as u8, &Facts::NONE, None);
        if let Some(found) = s.found.take() {
            outcome = MateOutcome::Found(found);
            break;
        }
        if s.out_of_budget {
            outcome = MateOutcome::GaveUp { searched_len: from };
            break;
        }
        from = limit + 1;
    }
    MateReport {
        outcome,
        nodes: s.nodes,
        judged: s.judged,
        pictures: s.pictures,
        elapsed: s.began.elapsed(),
        limits,
    }
}

impl Search<'_> {
    /// Series of at most `left` more moves from `state` (the pass's limit less
    /// the moves made), ending at a length the pass judges; a mating one is kept
    /// in `self.found` ([`Search::judge_end`]).
    /// `known`: end squares ruled out for some units (facts from the proofs above).
    /// Clears `self.open` when every completion of `state` (of any length) was
    /// examined or cut, so that `state` is complete (see [`Entry::complete`]).
    /// `relevant`: the units whose moves are worth a proof, from the proof above
    /// ([`Search::gated`]).
    fn dfs(&mut self, state: &SeriesState, left: u8, known: &Facts, relevant: Relevant) {
        let outer = std::mem::replace(&mut self.open, false);
        self.dfs_inner(state, left, known, relevant);
        self.open |= outer;
    }

    fn dfs_inner(&mut self, state: &SeriesState, left: u8, known: &Facts, relevant: Relevant) {
        if left == 0 {
            // Longer completions are left for the next passes. (A proof done in
            // advance for it, by a batch posted before a mate shortened the pass,
            // is not needed.)
            self.ready = None;
            self.open = true;
            self.judge_end(state, known);
            return;
        }
        let ready = self.ready.take();
        let key = state_key(state);
        let entry = self.states.get(&key);
        if entry.is_some_and(|e| e.complete) {
            return;
        }
        if entry.is_some_and(|e| e.seen(self.pass, left)) {
            self.open = true;
            return;
        }
        let (ready, tail) = match ready {
            // Done from the same inputs as now (the escapes and
            // the moves left may have changed since the batch was posted).
            Some(done) if done.key == key && done.version == self.version && done.left == left => {
                let Done { proof, tail, .. } = *done;
                (Some(proof), tail)
            }
            _ => (None, None),
        };
        let mut known = *known;
        let mut below = None;
        if self.prune {
            let learn = left >= LEARN_LEFT;
            let mut recall =
                Recall::of(entry.and_then(|e| self.states.known(e)), &mut known, learn);
            // Too few moves left for any mate (module docs, "Moves a mate needs").
            if !matches!(recall, Recall::Proved) && self.needs_more_moves(state, &known, left) {
                self.open = true;
                let mut entry = self.states.entry(key);
                (entry.seen_left, entry.seen_in) = (left, self.pass);
                return;
            }
            let moved = self.path.last().map(|m| m.to);
            if matches!(recall, Recall::Prove { .. }) && self.gated(relevant, moved, left) {
                recall = Recall::Glance(relevant);
            }
            let cut = self.cut(state, recall, &mut known, learn, ready);
            match cut {
                None => return,
                Some(r) => below = r,
            }
        }
        self.nodes += 1;
        if left == 1 {
            self.frontier_states[1] += 1;
        }
        if self.nodes >= self.limits.max_nodes
            || (self.nodes % 1024 == 0
                && (self.began.elapsed() >= self.limits.max_time
                    || self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))))
        {
            self.out_of_budget = true;
        }
        if self.out_of_budget {
            self.open = true;
            return;
        }
        let depth = self.path.len();
        // A series may end here, if it is of a length this pass judges.
        if depth >= usize::from(self.from) {
            self.judge_end(state, &known);
            if self.found.is_some() && usize::from(self.limit) <= depth {
                self.open = true;
                return;
            }
        }
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.buffers[depth]);
        moves.clear();
        state.for_each_move(true, &mut |m| moves.push(m));
        // The moves of the sleep set lead where an earlier line went already.
        if let Some(sleep) = self.sleeps.get(depth).filter(|s| !s.is_empty()) {
            let before = moves.len();
            // (Only a move whose origin and destination some asleep move has can
            // be one: most are told apart by these two sets without a scan.)
            let (froms, tos) = sleep
                .iter()
                .fold((Bitboard::EMPTY, Bitboard::EMPTY), |(f, t), x| {
                    (f | Bitboard::from(x.from), t | Bitboard::from(x.to))
                });
            moves.retain(|m| !(froms.contains(m.from) && tos.contains(m.to) && sleep.contains(m)));
            // (Covered in this pass only: the state is not complete.)
            self.open |= moves.len() < before;
        }
        // Moves that may be made last are left out where every completion made of
        // them alone is proved not to mate (module docs, "Postponed moves").
        if self.prune && left >= 2 {
            let tail = tail.unwrap_or_else(|| self.prover.postponed(state, &known, left));
            self.pictures += tail.pictures;
            self.proof_pictures[1] += tail.pictures;
            if let Some(p) = tail.postponed {
                moves.retain(|m| !p.contains(m));
                // Some were postponed only because the longer completions that
                // would forbid it are not searched at this length: the state is
                // not complete for longer ones.
                self.open |= tail.limited;
            }
        }
        if self.prune && self.path.len() < ORDER_DEPTH {
            self.order(state, &known, left, &mut moves);
        }
        self.search_moves(state, &moves, left, &mut known, below);
        self.buffers[depth] = moves;
        if !self.stopped() {
            let mut entry = self.states.entry(key);
            (entry.seen_left, entry.seen_in) = (left, self.pass);
            entry.complete |= !self.open;
        }
    }

    /// Whether the pass is over: out of budget, or a mate of its shortest length
    /// was found.
    fn stopped(&self) -> bool {
        self.out_of_budget || self.limit < self.from
    }

    /// Judges ending the series in `state` ([`Search::judge`]); a mate is kept,
    /// and the pass then looks only for shorter ones.
    fn judge_end(&mut self, state: &SeriesState, known: &Facts) {
        if let Some(series) = self.judge(state, known) {
            self.limit = self.path.len() as u8 - 1;
            self.found = Some(series);
        }
    }

    /// Is it proved that no completion of `state` mates (module docs)? If not,
    /// `facts` (those from above and the table's, [`Recall`]) gain what the proof
    /// learned. `learn`: whether a failed proof should learn (only worth it where
    /// the children will be expanded, not merely judged). `ready`: the proof done
    /// in advance from the same inputs, if any.
    fn cut(
        &mut self,
        state: &SeriesState,
        recall: Recall,
        facts: &mut Facts,
        learn: bool,
        ready: Option<Proof>,
    ) -> Option<Relevant> {
        let key = state_key(state);
        let (tried, before) = match recall {
            Recall::Proved => return None,
            Recall::Open(split) => return Some(Some(split)),
            Recall::Glance(relevant) => {
                self.pictures += 1;
                let proved = match ready.filter(|p| p.glance) {
                    Some(proof) => proof.proved,
                    None => self.prover.glance(state, facts),
                };
                if proved {
                    self.states.set_known(key, Known::Proved);
                    return None;
                }
                // (Not recorded: a path by a relevant unit may still prove it.)
                return Some(relevant);
            }
            Recall::Prove { tried, split } => (tried, split),
        };
        let (proved, pictures, split) = match ready.filter(|p| !p.glance) {
            Some(proof) => {
                *facts = proof.facts;
                (proof.proved, proof.pictures, proof.split)
            }
            None => self.prover.cut(state, facts, tried, learn),
        };
        let split = split | before;
        self.pictures += pictures;
        if !state.is_empty() {
            self.proofs[usize::from(learn)] += 1;
            self.proof_pictures[usize::from(learn)] += pictures;
        }
        let known = if proved {
            Known::Proved
        } else {
            Known::Open {
                facts: facts.compact(),
                learned: learn,
                split,
            }
        };
        self.states.set_known(key, known);
        (!proved).then_some(Some(split))
    }

    /// Does every mating completion of `state` (narrowed by `facts`) need more
    /// than `left` moves (module docs, "Moves a mate needs")?
    fn needs_more_moves(&self, state: &SeriesState, facts: &Facts, left: u8) -> bool {
        // (The prover keeps the picture, so the proof that follows copies it.)
        self.prover
            .picture(state)
            .is_some_and(|mut m| m.restrict(facts) && m.needs_more_moves_than(left))
    }

    /// Is the full proof of the state reached by a move onto `moved` (none at the
    /// root), with `left` moves to go, not worth trying: one move before the end
    /// of the length, or the unit that moved being none of the `relevant` ones
    /// (module docs, "Proofs not tried")?
    fn gated(&self, relevant: Relevant, moved: Option<Square>, left: u8) -> bool {
        self.gate && gated(relevant, moved, left)
    }

    /// Puts first the moves that check or promote, then those of the units that
    /// defeat the picture of `state` (with `left` moves to go, at least two: else
    /// its children are only judged), then those through which the most checking
    /// end positions were reached (module docs, "Order of moves"). The order among
    /// equals is kept.
    fn order(&mut self, state: &SeriesState, known: &Facts, left: u8, moves: &mut [Move]) {
        let mut defeaters = Bitboard::EMPTY;
        if left >= 2 {
            if let Some(mut m) = Picture::of_state(state, &self.prover.defence) {
                self.pictures += 1;
                if m.restrict(known) {
                    defeaters = m.with_escapes(self.prover.shared.clone()).defeaters();
                }
            }
        }
        let near = &self.near_mates;
        moves.sort_by_cached_key(|m| {
            let seen = near.get(m.from.index() * 64 + m.to.index()).copied();
            std::cmp::Reverse((
                checks_or_promotes(state, m),
                defeaters.contains(m.from),
                seen,
            ))
        });
    }

    /// Counts a checking end position reached by the current path (`weight`:
    /// 2 where the solver had to free the king, else 1).
    fn near_mate(&mut self, weight: u32) {
        if self.near_mates.is_empty() {
            self.near_mates = vec![0; 64 * 64];
        }
        for m in &self.path {
            self.near_mates[m.from.index() * 64 + m.to.index()] += weight;
        }
    }
}

/// [`Search::gated`], with the gate on.
fn gated(relevant: Relevant, moved: Option<Square>, left: u8) -> bool {
    moved.is_some_and(|to| left == 1 || relevant.is_some_and(|r| !r.contains(to)))
}

/// Whether `m` gives check in `state` (the moved unit, or a line it opens) or
/// promotes (module docs, "Order of moves").
fn checks_or_promotes(state: &SeriesState, m: &Move) -> bool {
    let mut child = *state;
    child.apply(m);
    m.promotion.is_some() || child.checks().any()
}

/// The squares a move passes over and lands on, if it may commute with the
/// moves of other units whose ways miss these squares (module docs, "Sleep
/// sets"); empty for a castling and an en-passant capture.
fn commuting_way(m: &Move) -> Bitboard {
    if matches!(m.kind, MoveKind::EnPassant | MoveKind::Castle(_)) {
        return Bitboard::EMPTY;
    }
    crate::chess::tables().between(m.from, m.to) | Bitboard::from(m.to)
}

/// Whether the moves `x` and `m` of a state, of different units, commute
/// (module docs, "Sleep sets"); `exposure` from [`Defence::exposures`].
#[cfg(test)]
fn commute(x: &Move, m: &Move, exposure: &[Bitboard; 64]) -> bool {
    commute_along(x, m, commuting_way(m), exposure)
}

/// [`commute`] with `wm` the [`commuting_way`] of `m` (the same for every `x`
/// of a sleep set: looked up once).
fn commute_along(x: &Move, m: &Move, wm: Bitboard, exposure: &[Bitboard; 64]) -> bool {
    let wx = commuting_way(x);
    let king_safe = |k: &Move, other: &Move| {
        k.role != Role::King || !exposure[k.to.index()].contains(other.from)
    };
    x.from != m.from
        && wx.any()
        && wm.any()
        && (wx & wm).is_empty()
        && king_safe(x, m)
        && king_safe(m, x)
}

impl Prover {
    /// The proofs of the search from `start`, trying these escapes.
    fn new(start: &Position, escapes: Rc<[Escape]>) -> Prover {
        Prover {
            defence: Defence::of(&SeriesState::start(start)),
            shared: escapes,
            picture: RefCell::new(None),
        }
    }

    /// The picture of `state` ([`Picture::of_state`]). The proofs of one state
    /// follow each other (its cut or glance, then the tail proof of its postponed
    /// moves), so the latest picture is kept as built and copied, not built again:
    /// a picture is a function of the state and the defender's pieces alone.
    fn picture(&self, state: &SeriesState) -> Option<Picture> {
        let mut last = self.picture.borrow_mut();
        if let Some((s, m)) = &*last {
            if s == state {
                return m.clone();
            }
        }
        let m = Picture::of_state(state, &self.defence);
        *last = Some((*state, m.clone()));
        m
    }

    /// The proofs of one state ([`Search::cut`], [`Search::dfs`]).
    fn work(&self, task: &Task, version: u64) -> Done {
        let mut facts = task.facts;
        let (proved, pictures, split) = if task.glance {
            (self.glance(&task.state, &facts), 1, Bitboard::EMPTY)
        } else {
            self.cut(&task.state, &mut facts, task.tried, task.learn)
        };
        let proof = Proof {
            glance: task.glance,
            proved,
            facts,
            pictures,
            split,
        };
        let tail = (!proof.proved && task.left >= 2)
            .then(|| self.postponed(&task.state, &proof.facts, task.left));
        Done {
            key: state_key(&task.state),
            version,
            left: task.left,
            proof,
            tail,
        }
    }

    /// The no-mate proof of `state` from `facts` ([`Search::cut`]; `tried`: only
    /// the learning proof is left to try): whether it proved the state, and the
    /// pictures it looked at; `facts` gain what it learned.
    fn cut(
        &self,
        state: &SeriesState,
        facts: &mut Facts,
        tried: bool,
        learn: bool,
    ) -> (bool, u64, Bitboard) {
        // The root is worth a deeper proof: it spares the whole search.
        let (depth, mut budget, learn_depth) = if state.is_empty() {
            (ROOT_PROOF_DEPTH, ROOT_PROOF_BUDGET, ROOT_LEARN_DEPTH)
        } else {
            (PROOF_DEPTH, PROOF_BUDGET, LEARN_DEPTH)
        };
        let before = budget;
        let learn_budget = if state.is_empty() {
            ROOT_LEARN_BUDGET
        } else {
            PROOF_BUDGET
        };
        let mut learning = learn_budget;
        let escapes = self.shared.clone();
        let mut split = Bitboard::EMPTY;
        let p = self.picture(state).is_some_and(|m| {
            let mut m = m.with_escapes(escapes);
            // What is known narrows the picture; if the proof fails on it, one that
            // learns from its cases (module docs) hands the facts to the children.
            let p = !m.restrict(facts)
                || (!tried && m.proves_no_mate_noting(depth, &mut budget, facts))
                || (learn && m.proves_no_mate_learning(learn_depth, &mut learning, facts));
            split = m.split_units();
            p
        });
        budget = budget.saturating_sub(learn_budget - learning);
        (p, 1 + u64::from(before - budget), split)
    }

    /// Whether an escape kept frees the defender in the end position of `state`
    /// (module docs, "Judging ends"): played there by the rules, move by move,
    /// it ends with the defender's king unattacked.
    fn escapes_prove_end(&self, state: &SeriesState) -> bool {
        let reply = state.reply_start();
        self.shared.iter().any(|e| reply.series_ends_safe(e))
    }

    /// Whether the picture of `state` narrowed by `facts` proves it by itself,
    /// without splitting (one picture).
    fn glance(&self, state: &SeriesState, facts: &Facts) -> bool {
        self.picture(state).is_some_and(|m| {
            let mut m = m.with_escapes(self.shared.clone());
            !m.restrict(facts) || m.proves_no_mate(0, &mut 0)
        })
    }

    /// The moves of `state` that may be postponed (module docs), if every
    /// completion made of them alone is proved not to mate; `limited` when only
    /// completions of at most `left` moves allowed some of them.
    fn postponed(&self, state: &SeriesState, known: &Facts, left: u8) -> Tail {
        let mut tail = Tail {
            postponed: None,
            limited: false,
            pictures: 0,
        };
        let Some(mut m) = self.picture(state) else {
            return tail;
        };
        if !m.restrict(known) {
            return tail;
        }
        let candidates = m.candidates(state);
        if candidates.is_empty() {
            return tail;
        }
        // First the moves that look irrelevant by the board as it is, then by
        // the units that never move again only (unless those are the same moves:
        // the same tail picture, whose proof failed).
        let mut failed: Option<Postponed> = None;
        for liberal in [true, false] {
            let mut lim = false;
            let p = m.postponable(&candidates, liberal, left, &mut lim);
            if p.is_empty() || failed.as_ref() == Some(&p) {
                continue;
            }
            let mut budget = TAIL_BUDGET;
            let mut tail_picture = m.tail(&p).with_escapes(self.shared.clone());
            let proved = tail_picture.proves_no_mate(TAIL_DEPTH, &mut budget);
            tail.pictures += 1 + u64::from(TAIL_BUDGET - budget);
            if proved {
                tail.limited = lim;
                tail.postponed = Some(p);
                return tail;
            }
            failed = Some(p);
        }
        tail
    }
}

impl Search<'_> {
    /// Try each of `moves` from `state`, with `left` moves still to make.
    fn search_moves(
        &mut self,
        state: &SeriesState,
        moves: &[Move],
        left: u8,
        known: &mut Facts,
        relevant: Relevant,
    ) {
        let batch = self.prepare(state, moves, left, known, relevant);
        self.walk(state, moves, known, batch.as_ref(), relevant);
        if let (Some(h), Some((b, _))) = (&self.helpers, &batch) {
            h.close(b);
        }
    }

    /// [`Search::search_moves`] with the proofs of `batch` (its tasks, and which
    /// move each is for) done in advance.
    fn walk(
        &mut self,
        state: &SeriesState,
        moves: &[Move],
        known: &mut Facts,
        batch: Option<&(Arc<Batch>, Vec<Option<usize>>)>,
        relevant: Relevant,
    ) {
        for (i, m) in moves.iter().enumerate() {
            // The moves left, as the pass's limit is now (a mate found below
            // lowers it).
            let depth = self.path.len() as u8;
            if self.stopped() || self.limit <= depth {
                self.open = true;
                return;
            }
            let left = self.limit - depth;
            let was = known.apply(state.us, m);
            // The moved unit ends where it now stands: on an excluded square no
            // completion mates.
            if known.rules_out(m.to) {
                known.undo(state.us, m, was);
                continue;
            }
            let mut child = *state;
            child.apply(m);
            // (A child at the end of the length is only judged: it has no moves
            // to put to sleep.)
            if self.prune && left > 1 {
                self.put_to_sleep(&moves[..i], m);
            }
            self.path.push(*m);
            self.ready = match (&self.helpers, batch) {
                (Some(h), Some((b, at))) => {
                    at[i].and_then(|t| h.take(b, t, &self.prover, self.version))
                }
                _ => None,
            };
            self.dfs(
                &child,
                left - 1,
                known,
                shift_relevant(relevant, state.us, m),
            );
            known.undo(state.us, m, was);
            self.path.pop();
        }
    }

    /// Sets the sleep set of the child by `m` (module docs, "Sleep sets"): the
    /// moves of the current state's sleep set and its `earlier` moves (all tried)
    /// that commute with `m`.
    fn put_to_sleep(&mut self, earlier: &[Move], m: &Move) {
        let depth = self.path.len();
        if self.sleeps.len() <= depth + 1 {
            self.sleeps.resize_with(depth + 2, Vec::new);
        }
        let mut next = std::mem::take(&mut self.sleeps[depth + 1]);
        next.clear();
        let wm = commuting_way(m);
        if wm.any() {
            let asleep = self.sleeps[depth].iter().chain(earlier);
            next.extend(asleep.filter(|x| commute_along(x, m, wm, &self.exposure)));
        }
        self.sleeps[depth + 1] = next;
    }

    /// Posts the proofs of the children of `state` by `moves` to the helpers, as a
    /// batch of tasks with the inputs [`Search::dfs`] will find for each child,
    /// and which move each task is for (module docs, "Two threads"). `None` where
    /// that is not worth it.
    fn prepare(
        &mut self,
        state: &SeriesState,
        moves: &[Move],
        left: u8,
        known: &mut Facts,
        relevant: Relevant,
    ) -> Option<(Arc<Batch>, Vec<Option<usize>>)> {
        if !self.prune || left < 2 || self.limits.threads < 2 {
            return None;
        }
        if self.helpers.is_none() && self.pictures < HELP_AFTER {
            return None;
        }
        // What the proofs of a state like the children cost so far, on average:
        // the batch is worth posting only if its proofs are likely to cost enough.
        let learn = left > LEARN_LEFT; // whether the children learn (left - 1 >= LEARN_LEFT)
        let average =
            self.proof_pictures[usize::from(learn)] / self.proofs[usize::from(learn)].max(1);
        if moves.len() as u64 * average < BATCH_PICTURES {
            return None;
        }
        let mut tasks = Vec::new();
        let mut at = vec![None; moves.len()];
        for (i, m) in moves.iter().enumerate() {
            let was = known.apply(state.us, m);
            if !known.rules_out(m.to) {
                let mut child = *state;
                child.apply(m);
                let key = state_key(&child);
                let entry = self.states.get(&key);
                if !entry.is_some_and(|e| e.complete || e.seen(self.pass, left - 1)) {
                    let mut facts = *known;
                    let table = entry.and_then(|e| self.states.known(e));
                    let recall = Recall::of(table, &mut facts, learn);
                    // (The walk gates it alike: then its glance is what is done in
                    // advance.)
                    let gated =
                        self.gated(shift_relevant(relevant, state.us, m), Some(m.to), left - 1);
                    if let Recall::Prove { tried, .. } = recall {
                        let task = Task {
                            state: child,
                            facts,
                            tried,
                            learn,
                            left: left - 1,
                            glance: gated,
                        };
                        at[i] = Some(tasks.len());
                        tasks.push(task);
                    }
                }
            }
            known.undo(state.us, m, was);
        }
        if tasks.len() < 2 || tasks.len() as u64 * average < BATCH_PICTURES {
            return None;
        }
        if self.helpers.is_none() {
            self.helpers = Some(Helpers::spawn(
                *self.start,
                usize::from(self.limits.threads - 1),
            ));
        }
        let escapes = match &self.sent {
            Some((v, e)) if *v == self.version => e.clone(),
            _ => {
                let e: Arc<[Escape]> = Arc::from(self.escapes.clone());
                self.sent = Some((self.version, e.clone()));
                e
            }
        };
        let helpers = self.helpers.as_ref()?;
        Some((helpers.post(tasks, self.version, escapes), at))
    }

    /// Keeps an escape the solver found for the proofs to try (the pruned search
    /// only; a new one replaces the oldest once [`ESCAPES`] are kept).
    fn keep_escape(&mut self, escape: Vec<Move>) {
        if !self.prune || escape.is_empty() {
            return;
        }
        let escape: Escape = escape.into_boxed_slice();
        if self.escapes.contains(&escape) {
            return;
        }
        if self.escapes.len() < ESCAPES {
            self.escapes.push(escape);
        } else {
            self.escapes[self.next_escape] = escape;
            self.next_escape = (self.next_escape + 1) % ESCAPES;
        }
        self.prover.shared = Rc::from(self.escapes.clone());
        self.version += 1;
    }

    /// Is ending the series in `state` a mate? Then the series of the current path.
    fn judge(&mut self, state: &SeriesState, known: &Facts) -> Option<Series> {
        // (Checks first: most end states give none, and that is the cheaper test.)
        if state.checks().is_empty() || !state.may_end() {
            return None;
        }
        if known.rules_out_any(state.board.side(state.us)) {
            return None;
        }
        let key = table::key(&state.board, state.opponent_ep().0, state.castling);
        let mate = match self.ends.get(&key) {
            Some(m) => m,
            None => {
                // An escape kept that frees the king here spares the solver (a
                // robust answer does not: module docs, "Judging ends").
                let answered = self.prune && self.prover.escapes_prove_end(state);
                self.judged += 1;
                self.near_mate(1);
                if answered {
                    // (Not kept: proving it again is cheaper than the table.)
                    return None;
                }
                // In check (only checks are judged): mate exactly when no series
                // frees the king.
                let m = match rescue_from(&Series::new(state.end_position(self.start, false))) {
                    None => true,
                    Some(escape) => {
                        self.near_mate(1);
                        self.keep_escape(escape);
                        false
                    }
                };
                *self.ends.entry(key) = m;
                m
            }
        };
        if mate {
            Series::from_moves(*self.start, &self.path).ok()
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(fen: &str) -> MateReport {
        mate_in_one(&Position::from_fen(fen).unwrap(), MateLimits::default())
    }

    /// Moves that [`commute`] says commute do: in random states a few moves into
    /// series from the game positions (and the hardest match ones), each is legal
    /// after the other, as the same move, and both orders reach the same state.
    #[test]
    fn commuting_moves_commute() {
        use bound::tests::{game_positions, random_state, Xorshift};
        let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
        let mut next = |n: usize| rng.below(n);
        let (mut pairs, mut sliders, mut kings) = (0, 0, 0);
        for pos in game_positions() {
            let t = random_state(&pos, &mut next);
            let moves = t.legal_moves();
            let exposure = Defence::of(&SeriesState::start(&pos)).exposures();
            for x in &moves {
                for m in &moves {
                    if !commute(x, m, &exposure) {
                        continue;
                    }
                    let (wx, wm) = (commuting_way(x), commuting_way(m));
                    let (mut tx, mut tm) = (t, t);
                    tx.apply(x);
                    tm.apply(m);
                    assert!(tx.legal_moves().contains(m), "{m:?} after {x:?}");
                    assert!(tm.legal_moves().contains(x), "{x:?} after {m:?}");
                    tx.apply(m);
                    tm.apply(x);
                    assert!(tx.board == tm.board && tx.moved == tm.moved);
                    assert!(tx.castling == tm.castling && tx.double_steps == tm.double_steps);
                    assert_eq!(state_key(&tx), state_key(&tm));
                    pairs += 1;
                    sliders += usize::from(wx.count() > 1 || wm.count() > 1);
                    kings += usize::from(x.role == Role::King || m.role == Role::King);
                }
            }
        }
        // Not vacuous: many pairs, many of them with a move over several squares,
        // and some with a king's step.
        assert!(
            pairs > 10_000 && sliders > 5_000 && kings > 500,
            "{pairs} pairs, {sliders} sliders, {kings} with a king"
        );
    }

    /// One move before the end of the length a state below the root gets only a
    /// glance, whatever units are relevant (module docs, "Proofs not tried"); with
    /// more moves left, only a move of a unit not relevant is gated.
    #[test]
    fn the_frontier_gets_only_a_glance() {
        let a1 = Square::parse("a1").unwrap();
        let every = None;
        let only_a1 = Some(Bitboard::from(a1));
        assert!(gated(every, Some(a1), 1));
        assert!(gated(only_a1, Some(a1), 1));
        assert!(!gated(every, Some(a1), 2));
        assert!(!gated(only_a1, Some(a1), 2));
        assert!(gated(only_a1, Some(Square::parse("h1").unwrap()), 2));
        // The root always gets the full proof.
        assert!(!gated(every, None, 1));
    }

    /// The relevant units follow their units as facts do: a move takes its unit's
    /// square along (a castling its rook's too), the others stay, and "every unit"
    /// stays so.
    #[test]
    fn relevant_units_follow_their_unit() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        let state = SeriesState::start(&pos);
        let moves = state.legal_moves();
        let sq = |n: &str| Square::parse(n).unwrap();
        let find = |from: &str, to: &str| {
            *moves
                .iter()
                .find(|m| m.from == sq(from) && m.to == sq(to))
                .unwrap()
        };
        let r = Some(Bitboard::from(sq("h1")) | Bitboard::from(sq("a1")));
        let step = find("h1", "h5");
        assert_eq!(
            shift_relevant(r, state.us, &step),
            Some(Bitboard::from(sq("h5")) | Bitboard::from(sq("a1")))
        );
        // The king is not relevant, its rook is: castling takes the rook along.
        let castle = find("e1", "g1");
        assert!(matches!(castle.kind, MoveKind::Castle(_)));
        assert_eq!(
            shift_relevant(r, state.us, &castle),
            Some(Bitboard::from(sq("f1")) | Bitboard::from(sq("a1")))
        );
        assert_eq!(shift_relevant(None, state.us, &step), None);
    }

    /// The gate on the proofs (module docs, "Proofs not tried") changes no answer:
    /// every position from games is answered alike with and without it, with a
    /// mate of the same length; and it is not idle (it changes the work of some).
    #[test]
    fn the_gate_on_proofs_changes_no_answer() {
        let limits = MateLimits {
            threads: 1,
            ..MateLimits::default()
        };
        let (mut mates, mut changed) = (0, 0);
        for line in include_str!("../../../tests/data/flicker-mate-games.tsv").lines() {
            let Some(fen) = line.split('\t').nth(1).filter(|_| !line.starts_with('#')) else {
                continue;
            };
            let pos = Position::from_fen(fen).unwrap();
            let gated = run_gated(&pos, limits, true, None, true);
            let plain = run_gated(&pos, limits, true, None, false);
            let answer = |r: &MateReport| match &r.outcome {
                MateOutcome::Found(s) => Some(Some(s.len())),
                MateOutcome::NoneExists => Some(None),
                MateOutcome::GaveUp { .. } => None,
            };
            assert_eq!(answer(&gated), answer(&plain), "{fen}");
            assert!(answer(&gated).is_some(), "{fen}");
            mates += usize::from(matches!(gated.outcome, MateOutcome::Found(_)));
            changed += usize::from(gated.pictures != plain.pictures);
        }
        assert!(
            mates >= 3 && changed >= 3,
            "{mates} mates, {changed} changed"
        );
    }

    /// An end position that a robust answer proves but no escape kept is left to
    /// the solver (module docs, "Judging ends"), whose escape the proofs then
    /// try: fresh-112-4 after Qf7+ and Rxh7.
    #[test]
    fn an_end_no_escape_proves_goes_to_the_solver() {
        let fen = "rnbqkbnr/1ppppp1p/p7/1P1NP1pP/P1PP4/5QPB/3B1P2/2RK2NR w kq g6 0 3";
        let pos = Position::from_fen(fen).unwrap();
        let (end, _) = bound::tests::state_after(fen, "f3f7 h3f5 h5g6 h1h7");
        assert!(end.checks().any());
        let prover = Prover::new(&pos, Rc::from(Vec::new()));
        // A robust answer (stepping aside) proves it, but the judge leaves it to
        // the solver ...
        assert!(Picture::of_end(&end, &prover.defence)
            .unwrap()
            .proves_no_mate(0, &mut 0));
        assert!(!prover.escapes_prove_end(&end));
        // ... which frees the king (d6, Bxf5, Kd7); its escape joins those the
        // proofs try, and proves such ends by itself from then on.
        let escape = rescue_from(&Series::new(end.end_position(&pos, false))).unwrap();
        let with = Prover::new(&pos, Rc::from(vec![escape.into_boxed_slice()]));
        assert!(with.escapes_prove_end(&end));
    }

    #[test]
    fn finds_a_short_mate_and_proves_its_absence() {
        // A back-rank "mate" is none in Flickering Chess: pawn and king together
        // make room (h6, Kh7).
        let r = report("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assert!(
            matches!(r.outcome, MateOutcome::NoneExists),
            "{:?}",
            r.outcome
        );
        // One bishop move reaches a reference mate (bishop on e5, see
        // tests/data/flicker-verdicts.tsv).
        let r = report("1k6/5r2/8/8/r7/6K1/1b4P1/6n1 b - - 0 1");
        let MateOutcome::Found(s) = &r.outcome else {
            panic!("{:?}", r.outcome)
        };
        assert_eq!(s.len(), 1);
        assert_eq!(r.san(), ["Be5#"]);
        // A lone king cannot mate anyone.
        let r = report("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert!(matches!(r.outcome, MateOutcome::NoneExists));
    }
}
