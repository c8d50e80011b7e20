## game: messages of this area (one file per area keeps merges apart)
## The English words are the errors' own Display texts (src/tui/words.rs tests hold them equal).
## $side: white, black or red; $king: king or general; $name: the side's name as a title.

## Pieces of both games ($kind: king … pawn, general … soldier; piece: a piece unnamed)

game-piece = { $kind ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
    [pawn] pawn
    [general] general
    [advisor] advisor
    [elephant] elephant
    [horse] horse
    [chariot] chariot
    [cannon] cannon
    [soldier] soldier
   *[piece] piece
}
game-and = { $first } and { $last }
game-role-on = the { role } on { $square }

## Refusals of the game screen (src/tui/port.rs GameError)

game-refusal-over = the game is over ({ $reason }); no more moves
game-refusal-no-text = type a move or a series, e.g. e4, Nf3
game-refusal-off-board = that square is not on the board
game-refusal-cannot-move = the { game-piece } on { $from } cannot move to { $to }
game-refusal-no-such-promotion = that promotion is not possible
game-refusal-not-coordinates = '{ $text }' is not a legal move here (this adapter reads coordinates such as e2e4)
game-nothing-to-take-back = nothing to take back
game-nothing-to-redo = nothing to redo: redo follows a take-back, until a new move is made
game-refusal-nothing-of-yours = nothing of yours to take back yet
game-refusal-opponent-cannot-play = { $name } cannot play this game; hot-seat from here
game-refusal-no-draw-offered = no draw has been offered
game-refusal-no-draws = this game has no draw offers or resignation
game-refusal-no-series = this game has no series to end: a move ends the turn
game-refusal-no-hints = this game gives no hints
game-refusal-no-rescue-needed = { $name }'s king is not in check: no rescue needed
game-refusal-king-safe-now = { $name }'s king is not attacked now: no rescue needed; e ends the series
game-refusal-no-rescue-from-here = No series from here frees { $name }'s king — undo (u) moves of this series
game-refusal-no-rescue = No series frees { $name }'s king: it is { $verdict ->
    [stalemate] stalemate
   *[mate] mate
}
game-refusal-no-reply-needed = { $name }'s general is not in check: no reply needed
game-refusal-no-engine-set = no hint: no engine is set for this game (choose one for a new game), and { $name } has no mate in { $moves } moves
game-refusal-engine-gave-no-hint = the engine gave no hint, and { $name } has no mate in { $moves } moves
game-refusal-not-your-piece = the { game-piece } on { $cell } is { $owner-name }'s; it is { $mover-name }'s turn
game-refusal-no-piece = no piece on { $cell }: pick one of { $name }'s pieces
game-refusal-step-lost = { $what } failed without an answer; the game is as it was

## Flickering Chess: the session, the end of a series, series text, castling

game-offer-used = { $side ->
    [white] white
   *[black] black
} has already offered a draw in this game
game-offer-pending = a draw offer is already pending
game-no-offer = there is no draw offer from { $side ->
    [white] white
   *[black] black
} to answer
game-cannot-end = cannot end the series: { $why }
game-typed-series-cannot-end = the series { $tried } cannot end: { $why }; nothing was played
game-cannot-end-no-move = a series needs at least one move
game-cannot-end-king-attacked = your king is attacked by { $attackers }
game-series-empty = the series is empty
game-move-malformed = not a move in algebraic (Nf3, B7d6, exd5, e8=Q, O-O; Кf3, Л:b8, e8Ф) or coordinate (e2e4, e7e8q) notation: squares are written in lower case, pieces K Q R B N (or Кр Ф Т С К) in upper case
game-move-look-alike = '{ $found }' is the { $found-alphabet ->
    [cyrillic] Cyrillic
   *[latin] Latin
} letter, not the { $like-alphabet ->
    [cyrillic] Cyrillic
   *[latin] Latin
} '{ $like }': squares are written in Latin letters (e4), pieces K Q R B N or Кр Ф Т (Л) С К, captures x or :, castling O-O or 0-0
game-move-notation = { $notation ->
    [coordinate] coordinate
    [cyrillic] Cyrillic algebraic
   *[algebraic] algebraic
}
game-move-ambiguous-notation = the text could be read in { $notations } notation; write it so that only one fits
game-move-no-such = no unmoved { role } can move to { $to }
game-move-ambiguous = ambiguous: the { role }s on { $from } can all move to { $to }
game-move-no-castling = castling is not possible now
game-move-nothing-to-capture = the move is written as a capture, but there is nothing to capture on { $square }
game-castle-no-right = the king or that rook has already moved, or the rook is gone
game-castle-path-occupied = { $square } is not empty
game-castle-attacked = { $square } is attacked by the { role } on { $attacker }

## Xiangqi: the session, move text, refused moves ($piece: the piece in words, "red horse")

game-xq-illegal-move = { $text } is not a legal move in this position
game-xq-no-draw-offer = there is no draw offer from { $side ->
    [red] red
   *[black] black
} to accept
game-xq-nothing-to-take-back = there is no move to take back
game-xq-notation = { $notation ->
    [any] any
    [coordinate] coordinate
    [wxf] WXF
    [chinese] Chinese
    [author] the author's
   *[algebraic] algebraic
}
game-xq-malformed = '{ $text }' is not a move in { game-xq-notation } notation: { $why }
game-xq-illegal = '{ $text }' is not a legal move here: { $why }
game-xq-ambiguous = '{ $text }' is ambiguous: it could be any of { $candidates }; say which piece moves
game-xq-ambiguous-notation = '{ $text }' could be read in { $notations } notation; write it so that only one fits
game-xq-malformed-no-notation = write it as coordinates (h3e3), algebraic (Che3), the author's (Пhe3, Л:h10), WXF (C2.5) or Chinese (炮二平五): points in lower case, pieces in upper case
game-xq-malformed-two-points = expected two points such as h3e3 (files a-i, ranks 1-10)
game-xq-malformed-algebraic-characters = only the letters K A E H R C P, files a-i, ranks 1-10 and x
game-xq-malformed-piece-letter = the piece letter must be one of K A E H R C P
game-xq-malformed-empty = the text is empty
game-xq-malformed-upper-case-file = only the piece letter is upper case; files are a-i in lower case, as in Hh3g5
game-xq-malformed-no-destination = it must end with a destination such as e3
game-xq-malformed-file-letter = files are a to i
game-xq-malformed-origin = the origin must be a file a-i and/or a rank 1-10
game-xq-malformed-soldier-origin = without a piece letter only a soldier's file may be given (de5): two points are coordinates
game-xq-malformed-wxf-piece = expected a piece letter K A E H R C P, as in C2.5 or H2+3
game-xq-malformed-wxf-file = the letter must be followed by a file number 1-9
game-xq-malformed-wxf-direction = expected + (forward), - (backward) or . (sideways)
game-xq-malformed-wxf-number = expected a number 1-9 after the direction
game-xq-malformed-chinese-piece = expected a piece: 車 馬 相 仕 帥 炮 兵 (or 车 马 象 士 将 砲 卒), as in 炮二平五
game-xq-malformed-chinese-file = the piece must be followed by its file, 一…九 or 1…9
game-xq-malformed-chinese-direction = expected 進 (forward), 退 (backward) or 平 (sideways)
game-xq-malformed-chinese-number = expected a number 一…九 or 1…9 after 進, 退 or 平
game-xq-malformed-trailing = unexpected text after the move
game-xq-malformed-cyrillic-letter = expected a piece letter Кр Т С К Л П п, as in Пhe3 (or a soldier's capture with :, as in d:e6)
game-xq-malformed-cyrillic-characters = after the piece letter only files a-i, ranks 1-10 and : (Л:h10), in Latin letters
game-xq-look-alike = '{ $text }': '{ $found }' is the { $found-alphabet ->
    [cyrillic] Cyrillic
   *[latin] Latin
} letter, not the { $like-alphabet ->
    [cyrillic] Cyrillic
   *[latin] Latin
} '{ $like }': points are written in Latin letters (e5), the author's pieces in Cyrillic: Кр Т С К Л П п
game-xq-none-reaches = no { $side ->
    [red] red
   *[black] black
} { game-piece } can move to { $to }
game-xq-none-makes = no { $side ->
    [red] red
   *[black] black
} { game-piece } can make this move
game-xq-nothing-to-capture = there is nothing to capture on { $to }
game-xq-piece = { $side ->
    [red] red
   *[black] black
} { game-piece }
game-xq-no-piece = there is no piece on { $point }
game-xq-not-your-piece = the { $piece } on { $point } is not { $mover ->
    [red] red
   *[black] black
}'s: { $mover ->
    [red] red
   *[black] black
} is to move
game-xq-own-piece = { $to } is occupied by your own { $target }
game-xq-horse-leg = the { $piece } on { $from } cannot move to { $to }: the horse's leg is blocked on { $leg }
game-xq-elephant-eye = the { $piece } on { $from } cannot move to { $to }: the elephant's eye is blocked on { $eye }
game-xq-elephant-river = the { $piece } on { $from } cannot move to { $to }: elephants never cross the river
game-xq-out-of-palace = the { $piece } on { $from } cannot move to { $to }: { $kind ->
    [advisor] an advisor
   *[general] a general
} never leaves its palace (files d-f, ranks { $side ->
    [red] 1-3
   *[black] 8-10
})
game-xq-path-blocked = the { $piece } on { $from } cannot move to { $to }: the way is blocked on { $block }
game-xq-cannon-no-screen = the { $piece } on { $from } cannot capture on { $to }: a cannon captures only by jumping exactly one piece, and there is none between
game-xq-cannon-screens = the { $piece } on { $from } cannot capture on { $to }: a cannon jumps exactly one piece, and there are { $count } between ({ $screens })
game-xq-soldier-backwards = the { $piece } on { $from } cannot move to { $to }: a soldier never moves backwards
game-xq-soldier-sideways = the { $piece } on { $from } cannot move to { $to }: a soldier moves sideways only after crossing the river
game-xq-not-its-move = the { $piece } on { $from } cannot move to { $to }: { $kind ->
    [general] a general steps one point straight, inside its palace
    [advisor] an advisor steps one point diagonally, inside its palace
    [elephant] an elephant moves exactly two points diagonally
    [horse] a horse moves one point straight, then one diagonally outward
    [chariot] a chariot moves along a file or a rank
    [cannon] a cannon moves along a file or a rank
   *[soldier] a soldier steps one point forward (or sideways, once across the river)
}
game-xq-general-attacked = { $kind ->
    [general] the { $piece } on { $from } cannot step to { $to }: it would be attacked by the { $attacker } on { $at }
   *[other] the { $piece } on { $from } moving to { $to } would leave its general attacked by the { $attacker } on { $at }
}
game-xq-generals-face = { $kind ->
    [general] the { $piece } on { $from } cannot step to { $to }: it would be facing the other general on the { $file }-file with no piece between
   *[other] the { $piece } on { $from } moving to { $to } would leave its general facing the other general on the { $file }-file with no piece between
}

## Messages of the game screen

game-over-win = Game over: { side } wins — { $reason }.
game-over-draw = Game over: Draw — { $reason }.
game-msg-promote-to = promote to: q queen, r rook, b bishop, n knight (Esc cancels)
game-promote-title = Promote to
game-msg-no-legal-move = the piece on { $cell } has no legal move now; pick a destination to see why
game-msg-theme = Board colours: { $theme } (T: the next)
game-theme = { $theme ->
    [high-contrast] high contrast
    [colour-blind] colour-blind safe
    [mono] monochrome
   *[default] default
}
game-msg-fen = FEN: { $fen }
game-msg-copied = { $what ->
    [record] The game's record
   *[fen] The FEN
} was sent to the terminal's clipboard (a terminal without OSC 52 ignores it)
game-msg-hint = Hint: { $moves }
game-msg-redid-series = Redid { $who }'s series.
game-msg-redid-move = Redid the move.
game-msg-redid-move-in-series = Redid a move; series so far: { $moves }
game-msg-redid-turn-and-reply = Redid your turn and the reply.
game-msg-took-back-turn = Took back { $name }'s turn; { $name } to move again
game-msg-took-back-reply-and-turn = Took back the reply and { $name }'s turn; { $name } to move again
game-job-judging = Judging the position after the series

## The computer opponent or a UCI engine ($name: "The computer (level 3)" or the engine's name)

game-computer = The computer (level { $level })
game-computer-player = Computer (level { $level })
game-computer-bad-level = the computer has no series: the level must be between 1 and 7 (got { $level })
game-computer-no-series = the computer has no series: { $side ->
    [white] white
   *[black] black
} has no legal series: the game is over ({ $verdict ->
    [stalemate] stalemate
   *[mate] mate
})
game-opponent-wrong-game = { $name } cannot play this game
game-msg-opponent-plays = { $name } plays { side }.
game-job-thinking = { $name } is thinking
game-msg-opponent-stopped = { $name } stopped: hot-seat from here, both sides at this keyboard; g hands its side back.
game-msg-engine-not-started = { $name } was not started: hot-seat from here, both sides at this keyboard.
game-msg-hot-seat-from-here = Hot-seat from here: { $why }
game-opponent-lost = { $name } stopped without a reply
game-msg-opponent-played = { $name } played { $move } ({ $seconds } s).
game-msg-opponent-played-series = { $name } played its series ({ $seconds } s).
game-opponent-move-refused = { $name } played { $move }, which is refused: { $why }
game-opponent-series-refused = { $name }'s series { $series } is refused: { $why }

## A UCI engine's failures ($doing: starting, getting-ready, thinking; $os: the system's words)

game-engine-doing = { $doing ->
    [starting] starting up (uci)
    [getting-ready] getting ready (isready)
   *[thinking] thinking (go)
}
game-engine-spawn = cannot start the engine '{ $path }': { $why }; check the path and that the file is an executable UCI engine
game-engine-exited = the engine '{ $name }' stopped (exited or crashed) while { game-engine-doing }
game-engine-timeout = the engine '{ $name }' did not answer within { $ms } ms while { game-engine-doing }
game-engine-garbage = the engine '{ $name }' sent '{ $line }', which is not { $expected ->
    [bestmove] a bestmove with a move
   *[move] a move in coordinates such as h3e3
}
game-engine-illegal-move = the engine '{ $name }' played { $text }, which is illegal here ({ $why }); the game was left as it was
game-engine-no-move = the engine '{ $name }' says it has no move, but the side to move has legal moves
game-engine-io-failed = cannot talk to the engine '{ $name }': { $why }
game-engine-stopped = the engine '{ $name }' was stopped while { game-engine-doing }
game-engine-line-too-long = the engine '{ $name }' sent a line longer than { $limit } bytes while { game-engine-doing }; it was refused
game-engine-not-utf8 = the engine '{ $name }' sent text that is not UTF-8 while { game-engine-doing }; UCI engines write plain text

## Browsing captions, hints, notices

game-caption-start = start
game-caption-after-series = after { $line }
game-caption-after-move = after move { $number } ({ $text })
game-caption-in-series = { $label }, move { $step } of { $of }: { $moves }
game-hint-rescue-series = A rescue series
game-hint-rescue-from-here = A rescue from here, then e
game-hint-replies = { $count ->
    [one] The only legal reply to the check
   *[other] All { $count } legal replies to the check
}
game-hint-computer-series = The computer would play
game-hint-engine-move = The engine's best move
game-hint-mate-in = { $count ->
    [one] Mate in 1
   *[other] Mate in { $count } moves, starting with
}
game-notice-repetition-loses = This position has occurred three times; { side } must change moves: if it occurs once more, { $loser ->
    [red] Red
   *[black] Black
} loses ({ $reason })
game-notice-repetition-draws = This position has occurred three times; if { side } repeats it once more, the game is drawn ({ $reason })
game-notice-repetition-goes-on = This position has occurred three times; if { side } repeats it once more, the game goes on
game-msg-theme-not-remembered = The colours are not remembered: { $error }

## A player beside the board ($name: the player, $title: the side's title)

panel-player = { $name } ({ $title })

## Why a UCI engine's line was cut (uci::PvRefused)

game-engine-pv-illegal = { $text } is illegal there ({ $why })
game-engine-pv-not-a-move = '{ $text }' is not a move in coordinates such as h3e3
game-msg-hints-off = Hints are off for this game (chosen on the new-game screen).
game-engine-panel = ⚙ { $name }: { side }, { $level }{ $stopped ->
    [yes] {" "}— stopped (g: back)
   *[no] {""}
}
