### The line mode for screen readers (`duochess play … --plain`, src/plain,
### src/words/plain.rs): whole sentences, one a line.

plain-start = { $game } in plain lines. Type a move to play it, or help for the commands.
plain-turn = { side } to move, { $label }.
plain-piece-on = the { game-piece } on { $cell }
plain-unit = { $cell } { $side ->
    [white] white
    [red] red
   *[black] black
} { game-piece }
plain-taken = { game-piece }
plain-move = { $taken ->
    [none] { game-piece } { $from } to { $to }
   *[other] { game-piece } { $from } takes { $taken } on { $to }
}
plain-move-promotes = { $move }, promotes to { $promoted }
plain-move-castles = { $move }, castling
plain-played = { side }: { $moves } ({ $notation }).
plain-series-goes-on = Series so far: { $moves }. Type more moves, or end to end the series.
plain-no-last = Nothing has been played yet.
plain-rank-words = Rank { $rank }: { $units }.
plain-file-words = File { $file }: { $units }.
plain-rank-empty = Rank { $rank }: empty.
plain-file-empty = File { $file }: empty.
plain-board-letters = Upper case letters are { $side ->
    [red] Red's
   *[white] White's
} pieces, lower case Black's, a dot an empty square.
plain-pieces = { side }'s pieces: { $groups }.
plain-pieces-none = { side } has no pieces.
plain-can-go = { $piece } can go to { $cells }.
plain-check = { $note }; attacked by { $attackers }.
plain-no-check = { side }'s { $king } is not attacked.
plain-attacked-by = { side } attacks { $cell } with { $pieces }.
plain-not-attacked = Nothing attacks { $cell }.
plain-clock = Clock: { $first } { $first_left }, { $second } { $second_left }.
plain-clock-runs = { side }'s clock is running.
plain-clock-stopped = The clock is stopped.
plain-time-left = { side } has { $seconds } seconds left.
plain-ask-draw = { side } offers a draw. { $other }, do you accept? Answer yes or no.
plain-ask-resign = { side }, do you resign? Answer yes or no.
plain-ask-replace = The file { $path } exists. Replace it? Answer yes or no.
plain-ask-folder = The folder { $path } does not exist. Make it? Answer yes or no.
plain-answer-yes-or-no = Please answer yes or no.
plain-thinking = { $name } is thinking.
plain-opponent-series = { $name } played its series in { $seconds } seconds.
plain-bye-autosaved = Goodbye. The game is kept in the autosave: duochess play --resume --plain goes on with it.
plain-bye-series-lost = The series in progress is not kept: only whole series are saved.
plain-bye = Goodbye.
plain-needs-square = { $command } needs a square, for example { $command } e2.
plain-needs-line = scan needs a file ({ $files }) or a rank ({ $ranks }), for example scan e or scan 4.
plain-not-a-square = { $text } is not a square of this board.
plain-help-title = The commands (English or Ukrainian words); anything else is read as moves:
plain-help-moves = A move or a whole series as on the : line, for example e4, Nf3 (a final comma keeps the series open).
plain-help-board = board (дошка): the position rank by rank in letters; board words (дошка слова): in words.
plain-help-pieces = pieces (фігури): each side's pieces and their squares.
plain-help-scan = scan FILE or RANK (огляд): what stands on one file or rank, for example scan e.
plain-help-last = last (останній): the last move or series in words.
plain-help-clock = clock (годинник): the time left on both clocks.
plain-help-moves-of = moves SQUARE (ходи): where the piece there can go; moves SQUARE SQUARE says why it cannot go there.
plain-help-check = check (шах): whether a king is attacked, and by what.
plain-help-attacked = attacked SQUARE (атака): which pieces attack a square.
plain-help-end = end (кінець): end the series (Flickering Chess).
plain-help-undo = undo (назад), redo (вперед): take back, and put back.
plain-help-draw = draw (нічия): offer a draw; resign (здатися): resign.
plain-help-hint = hint (підказка): a way out of check, or a move to consider.
plain-help-files = save PATH (зберегти), load PATH (відкрити): write the game to a file, or play on from one.
plain-help-fen = fen (фен): the position in FEN.
plain-help-quit = help (довідка): this list; quit (вийти): stop, the game kept in the autosave.
plain-no-moves = The piece on { $cell } has no legal move now; moves { $cell } SQUARE says why it cannot go to a square.
plain-took-back-move = Took back the last move (redo puts it back).
plain-took-back-series = Took back { side }'s whole series (redo puts it back).

## The position editor in plain lines (setup … --plain)

plain-editor-start = Position editor for { $game } in plain lines. Type check to ask whether it is mate, or help for the commands.
plain-editor-verdict = { $verdict }: { $why }
plain-editor-line = { $title }: { $moves }.
plain-editor-help-check = check (шах): is it mate? The checker's verdict, why, and a rescue series when there is one.
plain-editor-help-mate = mate (мат), in Xiangqi mate N: search for a mate by the side to move.
plain-editor-help-fen = fen FEN (фен): set up the position of a FEN; fen alone says the position's FEN.
plain-editor-help-look = board, board words, pieces, scan FILE or RANK: look at the position.
plain-editor-help-play = play (грати): play on from the position in plain lines; quit (вийти): stop.

## Puzzles and lessons in plain lines (duochess practice --plain, lessons --plain).

plain-learn-practice-start = Puzzles in plain lines. Type a kind's number to get a puzzle of it (a second number chooses the difficulty, 1 to 5), or help for the commands. The kinds:
plain-learn-kind-row = { $number }. { $name }: { $task } Solved { $solved } of { $tried }.
plain-learn-puzzle-head = Puzzle { $number }: { $kind }{ $difficulty ->
    [0] {""}
   *[other] , difficulty { $difficulty }
}.
plain-learn-reply = The opponent answers { $move }. Your move.
plain-learn-hint = Hint: the answer starts with the piece on { $cell }.
plain-learn-no-hint-judge = A judge puzzle has no hint: answer mate, stalemate or escape.
plain-learn-what-next = Type next for another puzzle of this kind, or list for the kinds.
plain-learn-choose-first = Choose first: type a number from the list (list says it again).
plain-learn-searching = Looking for a puzzle; this may take a few seconds.
plain-learn-practice-help = The commands: a number (and a difficulty) chooses a kind; the answer is a whole series or a move typed as in the game (a judge puzzle: mate, stalemate or escape); board, board words, pieces, scan FILE or RANK look at the position; hint; next; list; quit.
plain-learn-lessons-start = Lessons in plain lines. Type a lesson's number to open it, or help for the commands. The lessons:
plain-learn-lesson-row = { $number }. { $game }: { $title }.
plain-learn-lesson-how = Type your answer: the whole series (Flickering Chess) or the move (Xiangqi), as in the game; show plays a solution.
plain-learn-lessons-help = The commands: a number opens a lesson; the answer is typed as in the game; board, board words, pieces, scan FILE or RANK look at the position; show; next; list; quit.
plain-learn-full-screen-on-menu = The full-screen puzzles and lessons are on the start menu (duochess); add --plain for plain lines.
plain-learn-answer-series = Type the whole series on one line, for example e4, Nf3; it ends by itself.
plain-learn-answer-verdict = Type mate, stalemate or escape.
plain-learn-answer-move = Type your move as in the game, for example h3e3.
plain-learn-to-move = { side } to move.
