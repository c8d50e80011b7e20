## learn: messages of this area (one file per area keeps merges apart): the rules
## pages, the lessons and the practice screen (src/tui/rules, src/tui/lessons.rs,
## src/tui/practice, src/tui/learn_words.rs). A long text is a multi-line message:
## its lines are joined and a blank line starts a new paragraph; the screen wraps it.

## The rules pages (src/tui/rules): the head, the caption under a diagram ($side:
## white, red or black, the side to move in the diagram)

learn-rules-head = { $game } — the rules, page { $page } of { $count }
learn-rules-diagram = Diagram: { $caption }
learn-rules-diagram-turn = Diagram: { $caption } ({ $side ->
    [white] White
    [red] Red
   *[black] Black
} to move)

## The pages, by page id: -title, the text, -caption (under the diagram)

learn-rules-flickering-series-title = A turn is a series
learn-rules-flickering-series =
    The board, the pieces and their single moves are those of orthodox chess. What differs
    is the turn: each side plays a series, one or more single moves one after the other.

    Every unit moves at most once in a series. You choose which units move and in which
    order, and may leave any of them standing. There is no passing: a series has at least
    one move.

    A unit blocked when the series began may move once an earlier move of the same series
    has opened its way.
learn-rules-flickering-series-caption = White's first series: e4, d4, Nf3

learn-rules-flickering-king-steps-title = The king's first rule: never onto an attacked square
learn-rules-flickering-king-steps =
    The king never steps onto a square an enemy piece attacks at that moment, even if a
    later move of the same series would take the attack away.

    Here the rook attacks the whole d-file. Kd2 is refused, although Bd3 next would cover
    d2. Played the other way round, Bd3 then Kd2, the series is legal.

    The attack is judged with the king taken off its square, so the king cannot step back
    along the line of a piece that attacks it.
learn-rules-flickering-king-steps-caption = Kd2 first: refused. Bd3, Kd2: legal.

learn-rules-flickering-king-ends-title = The king's second rule: end the series safe
learn-rules-flickering-king-ends =
    In the middle of a series any move may uncover your own king for a while; a pinned piece
    may move. Only the position when you end the series is judged.

    You may end the series after any move, provided your king is then attacked by no enemy
    piece. While it is attacked, move on or take back moves of this series.

    Here the bishop is pinned, yet Bb5, Ne2 is a legal series: the knight covers the king
    again before the end.
learn-rules-flickering-king-ends-caption = Bb5, then Ne2 covers the king again

learn-rules-flickering-never-captured-title = The king is never captured
learn-rules-flickering-never-captured =
    No move may take the enemy king. A piece that gives check may still move on along its
    lines, also to a square from which it no longer gives check. A series may leave the
    enemy king attacked by any number of pieces; the reply must end with every attack gone.

    The author's example: White Bb2 and Rb1 against the king on b8. Bc3+ then Rb2 is a legal
    series (so is Bc3+ with the rook to b3 ... b7, a1 or c1 ... h1), but Rxb8 never is.
learn-rules-flickering-never-captured-caption = After Bc3+: the rook may go to any dot

learn-rules-flickering-castling-title = Castling: one move of two units
learn-rules-flickering-castling =
    Castling is one move that moves two units: the king and the rook have both used their
    move of this series.

    It is allowed when neither has moved in this game, the squares between them are empty,
    the king is not attacked, and neither the square it crosses nor the square it lands on
    is attacked, all at the moment it is made.

    So the path may be cleared earlier in the same series: Nf3, O-O.
learn-rules-flickering-castling-caption = Nf3 clears the path, then O-O

learn-rules-flickering-en-passant-title = Several en-passant captures
learn-rules-flickering-en-passant =
    A pawn that made a double step may be taken en passant in the opponent's very next
    series only, by a pawn beside it, which moves onto the skipped square. The skipped
    square must be empty and the pawn must still stand where its step ended.

    Several pawns may double-step in one series; each gives its own right, and all of them
    may be used in one reply series.

    Here White played b4 and d4: Black answers axb3, cxd3 in one series.
learn-rules-flickering-en-passant-caption = axb3 and cxd3, both in one series

learn-rules-flickering-promotion-title = Several promotions
learn-rules-flickering-promotion =
    A pawn reaching the last rank becomes a queen, rook, bishop or knight, as you choose, in
    the same move. It stays the same unit, so the new piece has already moved in this
    series.

    Several pawns may promote in one series, each to the piece you choose: here b8=Q, c8=N.
learn-rules-flickering-promotion-caption = Two promotions in one series

learn-rules-flickering-mate-title = Mate
learn-rules-flickering-mate =
    Look at the position when a series is about to begin. If the king of the side to move is
    attacked and no legal series ends with it unattacked, that side is mated and loses.

    A rescue may be long and hidden: the game's author warns that even strong players miss
    them, so duochess decides mate exactly with its solver.

    Here the white king is attacked by the bishop, and every series White can play still
    leaves it attacked at the end.
learn-rules-flickering-mate-caption = White is mated

learn-rules-flickering-stalemate-title = Stalemate
learn-rules-flickering-stalemate =
    If the king of the side to move is not attacked and that side has no legal series that
    may end, the game is a draw by stalemate.

    Here Black's king may not step onto a7, b7 or b8, which the queen attacks, and Black has
    nothing else to move.
learn-rules-flickering-stalemate-caption = Black to play: stalemate, a draw

learn-rules-flickering-draws-title = Repetition, draw offers, resigning
learn-rules-flickering-draws =
    Repetition: when the same position (placement, side to move, castling and en-passant
    rights) stands at the start of a series of the same side for the third time, the game is
    drawn at once. The start position counts as the first time.

    Draw offer: each player may offer a draw once per game, at any time; the opponent
    accepts or declines, and playing on declines it.

    A player may resign at any time. There is no fifty-move rule and no other automatic
    draw.

    Taking back a series withdraws a mate, stalemate or repetition it brought about; it does
    not undo a resignation or an agreed draw.

learn-rules-xiangqi-board-title = The board: points, river and palaces
learn-rules-xiangqi-board =
    The pieces stand on the points where the lines cross: 9 files a to i, 10 ranks 1 to 10
    from Red's side. Red moves first.

    The river runs between ranks 5 and 6; it stops the elephants and lets a soldier step
    sideways once it has crossed.

    Each side has a palace of nine points with the diagonals drawn: files d to f on ranks 1
    to 3 for Red, 8 to 10 for Black. The general and the advisors never leave it.
learn-rules-xiangqi-board-caption = The start position

learn-rules-xiangqi-pieces-title = The pieces
learn-rules-xiangqi-pieces =
    General: one step along a line, inside the palace. Advisor: one step diagonally, inside
    the palace.

    Elephant: two steps diagonally, never across the river. Horse: one step along a line,
    then one diagonally outwards.

    Chariot: any distance along a line, like a rook. Cannon: moves like a chariot, captures
    by jumping.

    Soldier: one step forward; after crossing the river also sideways. It never steps back
    and never promotes.

    Every piece but the cannon captures the way it moves.

learn-rules-xiangqi-legs-and-eyes-title = Horse's leg and elephant's eye
learn-rules-xiangqi-legs-and-eyes =
    A horse cannot jump: if the point next to it in the first direction is occupied (its
    leg), that way is closed.

    An elephant cannot jump either: if the point between its start and its landing point is
    occupied (its eye), that move is closed.

    Here the soldier on e6 blocks the horse's leg: d7 and f7 are closed, its other six
    points are open.
learn-rules-xiangqi-legs-and-eyes-caption = The leg on e6 closes d7 and f7

learn-rules-xiangqi-cannon-title = Cannon screens
learn-rules-xiangqi-cannon =
    A cannon moves like a chariot, but it captures only by jumping over exactly one piece of
    either colour, the screen, and landing on the enemy piece behind it.

    Here the soldier on e6 is the screen: the cannon takes the chariot on e8. It cannot take
    the soldier itself.
learn-rules-xiangqi-cannon-caption = Cxe8 over the screen on e6

learn-rules-xiangqi-flying-general-title = Check and the flying general
learn-rules-xiangqi-flying-general =
    A move is illegal if it leaves the mover's general attacked.

    The two generals may never face each other on one file with nothing between them: a
    general attacks along an open file like a chariot.

    Here the cannon stands between the generals, so it may only move along the e-file:
    anywhere else, the generals would face each other.
learn-rules-xiangqi-flying-general-caption = The cannon may not leave the file

learn-rules-xiangqi-stalemate-title = No legal move loses
learn-rules-xiangqi-stalemate =
    The side to move with no legal move loses, in check (checkmate) or not (stalemate),
    unlike orthodox chess, where stalemate is a draw.

    Here Black is not in check, but d9 is covered by the chariot and e10 by the flying
    general: Black has no move and loses.

    When neither side has a chariot, horse, cannon or soldier left, the game is drawn.
learn-rules-xiangqi-stalemate-caption = Black is stalemated: Red wins

learn-rules-xiangqi-perpetual-title = Perpetual check and perpetual chase
learn-rules-xiangqi-perpetual =
    A side that checks with every move of a repetition checks perpetually and loses. A side
    that attacks the same unprotected piece (or a stronger one) anew with every move chases
    perpetually and loses.

    When a position stands for the third time, duochess warns the player whose move could
    repeat it; at the fourth time it rules on the moves since it first occurred.

    Both sides checking, or both chasing, is a draw; one checking while the other chases:
    the checker loses. Any other repetition is a draw.

    Generals and soldiers never chase, and soldiers on their own side of the river are not
    chased.

learn-rules-xiangqi-draws-title = Draw offers and resigning
learn-rules-xiangqi-draws =
    A player may offer a draw, which the opponent accepts or declines, and may resign at any
    time.

    There is no move-count rule by default. Taking back a move reopens a game that had
    ended.
## The lessons (src/tui/lessons.rs), by lesson id: -title and the instruction

learn-lesson-never-captured-title = The king is never captured
learn-lesson-never-captured =
    White's bishop stands between its rook and the black king. Move the bishop to uncover
    the rook's check, then move the rook on as well — anywhere but onto the king: a king is
    never captured.

learn-lesson-two-checks-title = Two checks, one series
learn-lesson-two-checks =
    Your king is attacked by the rook and by the bishop at once. No single move answers
    both: free the king from both checks in one series.

learn-lesson-castle-after-clearing-title = Clear the way, then castle
learn-lesson-castle-after-clearing =
    Castling needs every square between king and rook empty at the moment it is made. Clear
    the way and castle, all in this series.

learn-lesson-two-en-passant-title = Two pawns en passant
learn-lesson-two-en-passant =
    Black's last series moved two pawns two squares each. Each double step may be answered
    en passant in the very next series: take both pawns in this one.

learn-lesson-no-stepping-into-check-title = The king never steps onto an attacked square
learn-lesson-no-stepping-into-check =
    Bring your king to d2. The bishop on g5 watches d2, and the king may not step there even
    if a later move of the series would cover it: cover d2 first, then step.

learn-lesson-pinned-piece-title = A pinned piece may move mid-series
learn-lesson-pinned-piece =
    Your bishop on e2 is pinned by the rook on e8, yet it may take the queen on b5: inside a
    series your king may be exposed for a while. Take the queen and shield the king again
    before the series ends.

learn-lesson-hidden-rescue-title = The rescue experienced players miss
learn-lesson-hidden-rescue =
    Your king on a4 is in check and every square around it seems covered. There is a way
    out: find the series that frees the king.

learn-lesson-horse-legs-title = The horse's leg
learn-lesson-horse-legs =
    A horse moves one point straight, then one diagonally outwards; a piece on that first
    point (its leg) stops it. Give check with a horse.

learn-lesson-elephant-eyes-title = The elephant's eye
learn-lesson-elephant-eyes =
    An elephant moves two points diagonally, and only if the point in between (its eye) is
    empty. Capture the horse on e3 with an elephant.

learn-lesson-cannon-screens-title = The cannon's screen
learn-lesson-cannon-screens =
    A cannon moves like a chariot, but captures only by jumping over exactly one piece, its
    screen. Capture a chariot with your cannon.

learn-lesson-flying-general-title = The generals may not face each other
learn-lesson-flying-general =
    Two generals may never stand on one file with nothing between them. Your horse on e5 is
    the only piece between them. Win the chariot on d7.

learn-lesson-stalemate-loses-title = Stalemate loses
learn-lesson-stalemate-loses =
    In Xiangqi a player without a legal move loses, in check or not. Leave Black's general
    without a move, without giving check.

## The lessons screen

learn-lessons-head = Lessons — { $game }
learn-lesson-of = Lesson { $number } of { $count }
learn-this-series = This series: { $series }
learn-lesson-passed = Well done: the series does what was asked.
learn-lesson-not-yet-series = Not yet: { $why }. Take moves back or start over.
learn-lesson-not-yet-move = Not yet: { $why }. The move is taken back: try another.
learn-lesson-shown = That is one solution: start over and try it yourself.
learn-lesson-a-solution = A solution: { $series }
learn-lesson-move-refused = { $move }: { $why }
learn-lesson-cannot-set-up = the lesson cannot be set up: { $problem }
learn-lesson-other-position = the series starts from another position than the lesson's
learn-play-a-series-first = play a series first

## Why a lesson refuses (practice::lessons::Unmet, practice::xiangqi_lessons::Unmet)

learn-unmet-no-castling = the series does not castle
learn-unmet-too-few-en-passant = the series takes { $made } pawn(s) en passant; the lesson asks for { $wanted }
learn-unmet-king-elsewhere = the king ends on { $found }, not on { $wanted }
learn-unmet-unit-stays = the unit on { $square } does not move
learn-unmet-no-capture = the unit on { $from } does not capture on { $on }
learn-unmet-bad-square = the lesson names a square that does not exist: { $square }
learn-xiangqi-piece-asked = { $kind ->
    [general] General
    [advisor] Advisor
    [elephant] Elephant
    [horse] Horse
    [chariot] Chariot
    [cannon] Cannon
   *[soldier] Soldier
}
learn-xiangqi-unmet-other-piece = the lesson asks for a move of the { $wanted }, not the { $moved }
learn-xiangqi-unmet-no-capture = the move does not capture on { $point }
learn-xiangqi-unmet-no-check = the move does not give check
learn-xiangqi-unmet-is-check = the opponent is in check, which is not stalemate
learn-xiangqi-unmet-opponent-can-move = the opponent still has a legal move
learn-xiangqi-unmet-bad-point = the lesson names a point that does not exist: { $point }

## A series that cannot end (flicker::CannotEnd); a unit ($role: king … pawn) and
## lists of units

learn-series-cannot-end = the series cannot end: { $why }
learn-nothing = nothing

## The practice screen (src/tui/practice): choosing

learn-practice-head = Practice — Flickering Chess and Xiangqi puzzles
learn-practice-xiangqi = Xiangqi:
learn-kind-escape = escape
learn-kind-mate-in-one = mate-in-one
learn-kind-judge = judge
learn-xiangqi-kind-mate-in-one = mate-in-one
learn-xiangqi-kind-mate-in-two = mate-in-two
learn-xiangqi-kind = Xiangqi { $kind }
learn-task-escape = You are in check: play a series that frees your king, then end it.
learn-task-mate-in-one = Play a series after which the opponent is mated, then end it.
learn-task-judge = Mate, stalemate, or is there a way out? Answer with a key.
learn-xiangqi-task-mate-in-one = Xiangqi: win in one move (leave the opponent without a legal move).
learn-xiangqi-task-mate-in-two = Xiangqi: force a win in two moves; the opponent's best reply is played for you.
learn-column-difficulty = difficulty
learn-column-solved = solved
learn-column-tried = tried
learn-column-streak = streak
learn-column-best = best
learn-difficulty-any = any
learn-missed-count = { $count } missed, to try again
learn-generator-lost = The puzzle generator stopped without an answer.
learn-stopped-generating = Stopped generating.
learn-no-missed = No missed puzzles to try again.
learn-puzzle-cannot-set-up = the puzzle cannot be set up: { $problem }
learn-generate-difficulty = difficulty must be 1 to { $max } (5 means five or more), got { $got }
learn-generate-exhausted = found only { $found } of { $wanted } { $kind } puzzles after { $candidates } candidate positions; ask for fewer, or for another difficulty
learn-xiangqi-exhausted = found only { $found } of { $wanted } Xiangqi { $kind } puzzles after { $candidates } candidate positions; ask for fewer

## A puzzle on the board

learn-puzzle-of = Puzzle { $number } of { $count } · { $kind }
learn-puzzle-score = difficulty { $difficulty } · streak { $streak } · solved { $solved } of { $tried }
learn-played = Played: { $moves }
learn-solved = Solved: { $moves }.
learn-answer-series = a solution: { $moves }
learn-missed-because = Missed: { $why }. The answer, { $answer }.
learn-the-answer = The answer, { $answer }.
learn-right = Right: { $why }.
learn-missed = Missed: { $why }.
learn-truth-way-out = there is a way out, { $moves }, stepped on the board move by move
learn-truth-mate = it is mate (why: below, and marked on the board)
learn-truth-stalemate = it is stalemate: no check, and no series can end (why: below)
learn-truth-is = it is { $verdict ->
    [mate] mate
    [stalemate] stalemate
   *[escape] escape
}
learn-proof-on-board = Proof on the board: { $shown } of { $count } moves
learn-proof-marks = Marks: + king and checkers, red: attacked, ( ): your own.
learn-xiangqi-missed-because = Missed: { $why }. The answer: { $moves }.
learn-xiangqi-the-answer = The answer: { $moves }.

## Why an answer is refused (practice::Refused, practice::xiangqi_puzzle::XiangqiRefused)

learn-refused-not-mate = not mate: the opponent escapes with { $rescue }
learn-refused-stalemate = that is stalemate (a draw), not mate: the opponent is not in check and has no legal series
learn-refused-wrong-verdict = not { $said ->
    [mate] mate
    [stalemate] stalemate
   *[escape] escape
}: the position is { $truth ->
    [mate] mate
    [stalemate] stalemate
   *[escape] escape
}
learn-refused-other-position = the series starts from another position than the puzzle's
learn-refused-wants-verdict = this { $kind } puzzle asks for a verdict: mate, stalemate or escape
learn-refused-wants-series = this { $kind } puzzle asks for a series
learn-xiangqi-no-win = the opponent can still move after { $move }: no win
learn-xiangqi-escapes = the opponent escapes with { $reply }: no forced win in { $left } more move(s)
learn-xiangqi-other-position = that move does not start from the puzzle's position

## Why a judged position is mate or stalemate (practice::proof::MateProof): $king,
## $square are squares; $by lists units ($count of them); $role is king … pawn

learn-proof-mate-head = In check, and the king on { $king } cannot step away:
learn-proof-stalemate-head = Not in check, and the king on { $king } cannot step away:
learn-proof-attacked = { $square }: attacked by { $by }
learn-proof-own = { $square }: your { role } stands there
learn-proof-own-covered = { $square }: your { role } stands there, covered by { $by }
learn-proof-defended = { $square }: the { role } there is defended by { $by }
learn-proof-enemy-king = { $square }: the enemy king stands there
learn-proof-check-from = Check from { $checker }:
learn-proof-no-capture = no unit of yours can capture it
learn-proof-takes = { $unit } takes it ({ $move }), but { $by } still attacks the king
learn-proof-no-block = it cannot be blocked (no square between)
learn-proof-none-reaches = no unit of yours reaches { $squares }
learn-proof-blocks = { $unit } blocks ({ $move }), but { $by } still attacks the king
learn-proof-stuck = { $unit }: no move
learn-proof-exposes = { $unit }: each of its { $moves } moves exposes the king to { $by }
learn-proof-solver = The solver tried every series: none ends with the king safe.

## The practice progress file (src/tui/practice/progress.rs); $reason: fields, kind,
## number, count (too few fields, an unknown kind, not a number, not four numbers)

learn-progress-read = cannot read the practice progress: { $problem }
learn-progress-broken = the practice progress { $path } is broken at line { $line } ({ $reason ->
    [fields] too few fields
    [kind] unknown kind
    [number] not a number
   *[count] want four numbers
}); it is kept as it is and this session's scores are not saved
learn-progress-write = cannot save the practice progress: { $problem }

## Scrolling the texts, leaving practice
learn-rules-diagram-needs = The diagram needs a terminal { $columns } columns wide.
learn-ask-leave = Leave practice? { $count ->
    [one] The missed puzzle to try again is not kept.
   *[other] The { $count } missed puzzles to try again are not kept.
}

## A rules page's diagram that cannot be drawn (a mistake in the pages' data)

learn-rules-diagram-unreadable = This diagram cannot be drawn.
