## editor: messages of this area (one file per area keeps merges apart)
## The position editor and its analysis (src/tui/editor, src/tui/analysis.rs).
## $side is white, black or red; $kind a piece (general … soldier); $game flickering
## or xiangqi (or the game's title where it is written out).

## Why a FEN cannot be read (chess::FenError, xiangqi::FenError)

editor-fen-empty = FEN is empty
editor-fen-field-count = FEN has { $count } fields; expected placement, side to move, castling, en passant, and optionally the two move counters
editor-fen-rank-count = FEN placement has { $count } ranks; expected 8 separated by '/'
editor-fen-rank-width = FEN rank { $rank } has { $files } files; expected 8
editor-fen-bad-piece = FEN rank { $rank }: '{ $char }' is not a piece letter (use KQRBNP for White, kqrbnp for Black, 1-8 for empty squares)
editor-fen-bad-side = FEN side to move is '{ $text }'; expected 'w' or 'b'
editor-fen-bad-castling = FEN castling field '{ $text }' is not '-' or a combination of K, Q, k, q
editor-fen-bad-en-passant = FEN en-passant field '{ $text }': { $reason }
editor-fen-ep-shape = expected '-' or squares such as e3 or c6e6
editor-fen-ep-not-a-square = '{ $text }' is not a square
editor-fen-ep-listed-twice = { $square } is listed twice
editor-fen-bad-halfmove = FEN halfmove clock '{ $text }' is not a non-negative number
editor-fen-bad-fullmove = FEN fullmove number '{ $text }' is not a number of at least 1
editor-xfen-empty = the FEN is empty
editor-xfen-rank-count = the board has { $count } ranks; a Xiangqi board has 10 (separated by '/')
editor-xfen-rank-length = rank { $rank } describes { $points } points; each rank has 9
editor-xfen-bad-char = '{ $char }' on rank { $rank } is not a piece letter (k a b n r c p, or e/h) nor a digit 1-9
editor-xfen-bad-side = side to move '{ $text }' is neither 'w' (red) nor 'b' (black)
editor-xfen-bad-counter = the { $counter ->
    [halfmoves] half-move clock
   *[fullmoves] move number
} '{ $text }' is not a number
editor-xfen-trailing = unexpected extra text '{ $text }' after the move counters

## Why a setup cannot be played (chess::Problem, xiangqi::Problem), joined by "; "

editor-side-lower = { $side ->
    [white] white
    [red] red
   *[black] black
}
editor-chess-king-count = { editor-side-lower } has { $count } kings; a position needs exactly one king per side
editor-chess-pawn-on-back-rank = a pawn stands on { $square }, on the first or last rank
editor-chess-opponent-in-check = the side not to move ({ editor-side-lower }) is in check
editor-chess-castling-without-pieces = castling { editor-side-lower } { $wing ->
    [king] king side
   *[queen] queen side
} needs the { editor-side-lower } king on { $king } and a rook on { $rook }
editor-chess-en-passant = en passant on { $square }: { $reason }
editor-ep-wrong-rank = not on rank { $rank } ({ editor-side-lower } to move)
editor-ep-no-pawn = no { editor-side-lower } pawn on { $pawn } that could have made a double step over { $square }
editor-ep-occupied = { $square } is occupied, so no capture can land there
editor-fullmove-zero = the move number is 0; it starts at 1
editor-side-piece = { editor-side-lower } { $kind }
editor-x-no-general = { editor-side-lower } has no general
editor-x-extra-generals = { editor-side-lower } has { $count } generals; each side has exactly one
editor-x-outside-palace = the { $piece } on { $point } is outside its palace
editor-x-off-diagonals = the { $piece } on { $point } is off the palace diagonals, where advisors never go
editor-x-elephant-across-river = the { $piece } on { $point } has crossed the river, which elephants never do
editor-x-elephant-off-points = the { $piece } on { $point } stands where no elephant can go (its seven points are two diagonal steps apart)
editor-x-soldier-unreachable = the { $piece } on { $point } stands where no soldier can go (soldiers never step back, nor sideways before the river)
editor-x-waiting-in-check = { editor-side-lower }'s general is attacked although it is not { editor-side-lower }'s move (or the generals face each other on an open file): this position cannot arise
editor-not-chess = this is a Xiangqi position, not a chess one
editor-not-xiangqi = this is a chess position, not a Xiangqi one
editor-unavailable = { $game } is not available here
editor-mate-search-is-for-flickering = the mate-in-one-series search is for Flickering Chess
editor-engine-game-over = the game is over here ({ $stalemate ->
    [yes] stalemate
   *[no] checkmate
}): there is nothing for the engine to evaluate

## The side panel

editor-title-setup = Set up · { $game }
editor-title-analysis = Analysis · { $game }
editor-castling-ep = Castling { $castling } · e.p. { $ep }
editor-playable = Playable ✓
editor-cannot-be-played = Cannot be played: { $reason }
editor-panel-letters = { $game ->
    [flickering] KQRBNP put White, kqrbnp Black
   *[xiangqi] KAEHRCP put Red, kaehrcp Black
}
editor-panel-remove = x remove · X clear · i start
editor-panel-side = s side to move
editor-panel-castling = o castling (on a corner)
editor-panel-en-passant = t en-passant square
editor-panel-analyse = { $game ->
    [flickering] v analyse · m mate (≤3 s)
   *[xiangqi] v analyse · m mate · w notation
}
editor-panel-play = ⏎ play from here
editor-panel-game = g other game · f flip
editor-panel-fen = :fen show · :fen F read

## The analysis: verdicts ($side is the side to move), searches, lines

editor-verdict-mate = Mate
editor-verdict-stalemate = Stalemate
editor-verdict-escape = Escape
editor-verdict-play-goes-on = Play goes on
editor-verdict-checkmate = Checkmate
editor-verdict-ongoing = Ongoing
editor-explain-mate = { side }'s king on { $cells } is attacked and no series frees it
editor-explain-stalemate = { side }'s king is not attacked, but { side } has no legal series
editor-explain-escape = { side }'s king is in check; a rescue series of { $count ->
    [one] { $count } move
   *[other] { $count } moves
} frees it
editor-explain-play-goes-on = { side }'s king is not in check and { side } has legal series
editor-explain-checkmate = { side } is in check and has no legal move: { side } loses
editor-explain-x-stalemate = { side } has no legal move (stalemate loses in Xiangqi)
editor-explain-in-check = { side } is in check but can answer it
editor-explain-not-in-check = { side } is not in check and can move
editor-piece-on = { $kind } on { $cell }
editor-checking = Checking: { $pieces }
editor-cost = { $checker ->
    [solver] Solver
    [checker] Checker
    [search] Search
   *[engine] Engine
}: { $time }
editor-microseconds = { $n } µs
editor-milliseconds = { $n } ms
editor-seconds = { $n } s
editor-decimal-separator = .
editor-none = none
editor-time-limit = Time limit: { $time }
editor-mate-hint = m: mate in up to { $count ->
    [one] { $count } move
   *[other] { $count } moves
} (n changes)
editor-found-series-mate = { side } mates in one series of { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
editor-found-no-mating-series = { side } has no mating series
editor-found-series-gave-up = No mate found within the limits (every series shorter than { $count } moves was searched)
editor-found-mate = { side } mates in { $count ->
    [one] { $count } move
   *[other] { $count } moves
}{ $stalemate ->
    [yes] {" "}(the last move stalemates, a win in Xiangqi)
   *[no] {""}
}
editor-found-no-mate = No mate in { $count ->
    [one] { $count } move
   *[other] { $count } moves
} for { side }
editor-found-stopped = Stopped: { $reason }; { $count ->
    [0] nothing decided
    [one] no mate in { $count } move
   *[other] no mate in { $count } moves
}
editor-stop-nodes = the search limit was reached
editor-stop-time = the time limit ({ $time }) was reached
editor-stop-cancelled = the search was cancelled
editor-found-engine = Engine ({ $name }): { $evaluation }
editor-score-none = no score given
editor-score-level = { $pawns } (level)
editor-score-better = { $pawns } ({ side } better)
editor-score-mated = { side } is mated
editor-score-mate = mate in { $count } for { side }
editor-fact-depth = Depth { $depth }
editor-fact-best-move = Best move: { $move }
editor-fact-line-refused = The engine's line is not shown: { $why }
editor-fact-line-not-from-best = The engine's line is not shown: it does not begin with its best move
editor-fact-line-cut = Line: the first { $shown } of { $count } moves
editor-line-rescue-series = Rescue series
editor-line-mating-series = Mating series
editor-line-mating-line = Mating line
editor-line-engine-line = Engine line
editor-caption-start = start (→ steps through)
editor-caption-move = move { $index } of { $count }: { $move }
editor-legal-moves = Legal moves ({ $count }, { $notation }):
editor-more = … { $count } more

## The help screen

editor-help-title = Position editor — other keys close
editor-help-keys = Keys (letters put pieces, so arrows move the cursor)
editor-help-click = a click moves the cursor
editor-help-letters = Pieces: { $latin } or { $seed }, Кр = К then р; Black in lower case
editor-king-second-letter = р alone names no piece: { $game ->
    [xiangqi] the general
   *[flickering] the king
} is Кр, К then р on the same square

## The message line

editor-no-series = no series to step through
editor-theme = Board colours: { $theme ->
    [default] default
    [high-contrast] high contrast
    [colour-blind] colour-blind safe
   *[mono] monochrome
} (:theme for the next)
editor-files-wxf = WXF file numbers along each side's edge (:files again for a-i)
editor-files-letters = files a-i and ranks 1-10
editor-move-legal = { $text } is legal here: { $moves }
editor-not-a-piece-letter = '{ $char }' is not a piece letter here: use { $game ->
    [flickering] K Q R B N P (Black: k q r b n p)
   *[xiangqi] K A E H R C P (Black: k a e h r c p)
}
editor-board-cleared = board cleared
editor-start-position = start position
editor-undone = edit undone
editor-redone = edit redone
editor-ask-clear = Clear the board? Every piece is taken off (u brings them back).
editor-xiangqi-has-no = Xiangqi has no { $what ->
    [castling] castling
   *[en-passant] en passant
}
editor-castling-rights = castling rights: { $rights }
editor-castling-corner = put the cursor on a rook's corner (a1, h1, a8, h8) to toggle its castling right
editor-ep-squares = en-passant squares: { $squares }
editor-setting-up = setting up { $game } (start position)
editor-fen-read = position read from the FEN
editor-cannot-read-fen = cannot read the FEN: { $why }
editor-one-notation = Flickering Chess has one notation
editor-notation = moves in { $notation } notation
editor-depth-is-for-xiangqi = the Flickering search is for a mate in one series
editor-mate-depth = mate search: up to { $count ->
    [one] { $count } move
   *[other] { $count } moves
} (m searches)
editor-engine-is-for-xiangqi = the engine analyses Xiangqi positions
editor-no-engine = no engine configured: start the editor with duochess setup xiangqi --engine PATH [--engine-time MS]
editor-cannot-analyse = Cannot analyse: { $why }
editor-cannot-search = cannot search: { $why }
editor-no-evaluation = No evaluation: { $why }
editor-not-playable = Not playable: { $why }
editor-job-lost = { $what } failed without an answer
editor-job-analysing = Analysing the position
editor-job-series-mate = Searching for a mate in one series
editor-job-mate = Searching for a mate in up to { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
editor-job-at-most = at most { $limit }
editor-job-engine = Asking the engine
editor-job-think = { $time } to think

## Leaving the editor
editor-ask-leave = Leave the editor? The position set up here is not kept.

## The editor's FEN on the message line

editor-fen = FEN: { $fen }
editor-copied = The FEN was sent to the terminal's clipboard (a terminal without OSC 52 ignores it)
