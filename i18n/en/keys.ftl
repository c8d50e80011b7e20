# The words of the key tables (src/tui/keys): each binding's message is the key
# bar's words; its .help attribute, where present, the help screen's.

## Keys written in words

keyname-other-key = other keys
keyname-letter = letter
keyname-text = text

## The game screen (src/tui/keys/game.rs)

key-game-stop = stop
    .help = stop the search
key-game-hot-seat = hot-seat
key-game-opponent-back = opponent back
    .help = stop the opponent: both sides at this keyboard from here
key-game-take-back-thinking = take back
    .help = stop the opponent and take back your turn
key-game-quit-thinking = quit
    .help = leave the game (asks first)
key-game-run = run
    .help = run the line
key-game-leave-line = cancel
    .help = leave the line
key-game-complete = complete
    .help = complete a command's name, or the path after save or load (again: the next)
key-game-erase = erase
    .help = erase a character
key-game-type = a move or command (help lists them)
    .help = a move, a series or a command
key-game-queen = queen
key-game-rook = rook
key-game-bishop = bishop
key-game-knight = knight
key-game-cancel-promotion = cancel
    .help = cancel the move
key-game-browse-step = step
    .help = step back / forward
key-game-browse-move = move
    .help = step back / forward one move, inside a series too
key-game-browse-series = series
    .help = back to the start of a series / on to the next one
key-game-browse-start = start
    .help = the start
key-game-browse-end = back to game
    .help = back to the game
key-game-cursor = cursor
    .help = move the cursor
key-game-pick = pick
    .help = pick, then its destination
key-game-end-series = end series
    .help = end the series
key-game-undo-series = undo
    .help = undo a move (or a series)
key-game-undo = undo
key-game-ask-take-back = ask to take back
    .help = undo the last move
key-game-command = command
    .help = a move, series or command
key-game-help = help
    .help = this help
key-game-browse = browse
    .help = browse earlier positions
key-game-quit-asks = quit
    .help = leave the game (asks first)
key-game-pause = pause clock
    .help = stop / start the clock
key-game-flip = flip
    .help = turn the board
key-game-hint = hint
    .help = hint: a rescue or a move
key-game-attacks = attacks
    .help = what the opponent attacks
key-game-redo = redo
    .help = redo what undo took back
key-game-draw = draw
    .help = offer a draw
key-game-resign = resign
key-game-settings = settings
    .help = settings, remembered
key-game-notation = notation
    .help = moves in the next notation
key-game-file-numbers = file numbers
    .help = WXF file numbers or a-i
key-game-theme = colours
    .help = next board colours
key-game-copy = copy
    .help = copy the FEN (y), record (Y)
key-game-first-position = first position
    .help = browse from the start
key-game-cancel = cancel
    .help = cancel the selection
key-game-leave = menu
    .help = the start menu (asks first)
key-game-quit-over = quit
    .help = quit
key-game-quit-now = quit now
    .help = quit at once
key-game-new-game = new game
    .help = new game, same players
key-game-rejoin = rejoin
    .help = join the game across the network again (the same address and code)
key-game-rematch = rematch
    .help = rematch: colours swapped
key-game-menu = menu
    .help = the start menu

## The position editor (src/tui/keys/editor.rs)

key-editor-stop = stop
    .help = stop the search
key-editor-run = run
    .help = run the line
key-editor-leave-line = cancel
    .help = leave the line
key-editor-erase = erase
    .help = erase a character
key-editor-complete = complete
    .help = complete a command's name (again: the next)
key-editor-type = a command (help lists them)
    .help = a command
key-editor-step = step
    .help = step through the series
key-editor-ends = ends
    .help = its start / its end
key-editor-analysis-mate = mate search (≤3 s)
    .help = mate search (up to 3 s)
key-editor-analysis-mate-xiangqi = mate search
    .help = mate in up to N moves
key-editor-mate-depth = depth
    .help = mate search depth N (1-5)
key-editor-engine = engine
    .help = the engine's evaluation and line
key-editor-notation = notation
    .help = moves in the next notation
key-editor-analysis-play = play from here
    .help = play from this position
key-editor-analysis-back = edit
    .help = back to editing
key-editor-flip = flip
    .help = turn the board
key-editor-copy-fen = copy FEN
    .help = copy the FEN to clipboard
key-editor-cursor = cursor
    .help = move the cursor
key-editor-put = put
    .help = put the piece (letters above)
key-editor-remove = remove
    .help = remove the piece
key-editor-analyse = analyse
    .help = analyse (Esc back)
key-editor-play = play
    .help = play from this position
key-editor-command = command
    .help = a command (listed below)
key-editor-help = help
    .help = this help
key-editor-leave = menu
    .help = back to the start menu
key-editor-quit-now = quit
    .help = quit at once
key-editor-clear = clear
    .help = clear the board
key-editor-undo = undo
    .help = undo the last edit
key-editor-redo = redo
    .help = redo what undo took back
key-editor-start = start
    .help = the start position
key-editor-side = side
    .help = switch the side to move
key-editor-castling = castling
    .help = castling (on a rook corner)
key-editor-en-passant = en passant
    .help = en-passant square here
key-editor-mate = mate
    .help = mate search (up to 3 s)
key-editor-mate-xiangqi = mate
    .help = mate in up to N moves
key-editor-other-game = other game
    .help = set up the other game

## The help screens (src/tui/keys/help.rs)

key-help-scroll = scroll
key-help-rules = rules
    .help = the rules, with diagrams
key-help-close = close help
    .help = close the help
key-help-quit-now = quit now
    .help = quit at once

## The start menu and its "Load a game" list (src/tui/keys/menu.rs)

key-menu-choose = choose
key-menu-start = start
key-menu-quit = quit
key-menu-help = help
    .help = this help
key-menu-by-number = by number
key-menu-page = page
key-menu-open = open
key-menu-complete = complete
key-menu-erase = erase
key-menu-back = back
key-menu-path = path

## The new-game screen (src/tui/keys/new_game.rs)

key-newgame-row = row
key-newgame-change = change
key-newgame-next = next/start
key-newgame-start = start
key-newgame-erase = erase
key-newgame-type = type
key-newgame-menu = menu
key-newgame-quit = quit

## The rules pages (src/tui/keys/rules.rs)

key-rules-next = next page
key-rules-previous = previous
    .help = previous page
key-rules-other-game = other game
    .help = the rules of the other game
key-rules-scroll = scroll
key-rules-back = back
key-rules-quit-now = quit
    .help = quit at once

## The lessons (src/tui/keys/lessons.rs)

key-lessons-choose = choose
    .help = choose a lesson
key-lessons-start = start
    .help = start the lesson
key-lessons-other-game = other game
    .help = the other game's lessons
key-lessons-show-me = show me
    .help = show me: play a solution
key-lessons-again = again
    .help = the lesson's position again
key-lessons-next = next
    .help = go on to the next lesson
key-lessons-scroll = scroll
    .help = scroll the lesson's text
key-lessons-menu = menu
    .help = back to the start menu
key-lessons-list = list
    .help = back to the list of lessons
key-lessons-quit-now = quit
    .help = quit at once

## The puzzles (src/tui/keys/practice.rs)

key-practice-kind = kind
    .help = the kind of puzzle
key-practice-difficulty = difficulty
    .help = the difficulty
key-practice-start = start
    .help = generate puzzles and start
key-practice-stop = stop
    .help = stop generating
key-practice-mate = mate
    .help = it is mate
key-practice-stalemate = stalemate
    .help = it is stalemate
key-practice-escape = escape
    .help = there is a way out
key-practice-give-up = give up
    .help = give up: show the answer
key-practice-next = next
    .help = the next puzzle
key-practice-again = again
    .help = the missed puzzles again
key-practice-more = more
    .help = scroll the answer and its proof
key-practice-menu = menu
    .help = back to the start menu
key-practice-back = choose
    .help = back to choosing
key-practice-quit-now = quit
    .help = quit at once

## The settings screen (src/tui/keys/settings.rs)

key-settings-row = row
key-settings-change = change
key-settings-save-and-back = save and back
key-settings-quit = quit

## Answers to questions: an answer's keys are the first letters of its word in every
## language (tui::keys::Key::Word), so the words of one question start differently

answer-yes = yes
answer-no = no
answer-menu = menu
    .help = back to the start menu
answer-quit = quit
answer-stay = stay
    .help = stay here
key-ask-quit-now = quit now
    .help = quit at once

## The help's line about keyboard layouts

help-layouts = Letters work on the Ukrainian layout too: у acts as e, г as u

## The `:` line's commands (play::commands): each command's help; cmd-arg-* are the
## placeholders of their arguments, cmd-text-* what else a line takes, cmd-error-*
## what a wrong line is told

cmd-arg-path = PATH
cmd-arg-fen = FEN
cmd-arg-side = w|b
cmd-arg-castling = KQkq|-
cmd-arg-squares = e3 [c3]|-
cmd-arg-depth = N
cmd-arg-copy = pgn
cmd-arg-copy-fen = fen
cmd-end = end the series
cmd-undo = take back a move
cmd-redo = redo what undo took back
cmd-draw = offer a draw
cmd-resign = resign
cmd-hint = a rescue, or what to play
cmd-attacks = what the opponent attacks
cmd-notation = moves in the next notation
cmd-fen = show the FEN
cmd-fen-read = show or read a FEN
cmd-clear = clear the board
cmd-start = the start position
cmd-side = the side to move
cmd-castle = castling rights
cmd-ep = en-passant squares
cmd-analyse = analyse the position
cmd-mate = mate in a series (up to 3 s)
cmd-mate-depth = mate in up to N (1-5) moves
cmd-play = play from this position
cmd-game = set up the other game
cmd-files = WXF file numbers or a-i
cmd-flip = turn the board
cmd-theme = next board colours
cmd-copy = copy the FEN (pgn: the record)
cmd-copy-fen = copy the FEN
cmd-save = write the game to a file
cmd-load = open a game file
cmd-help = this help
cmd-quit-game = leave the game (asks first while it goes on)
cmd-quit = quit
cmd-text-series = e4, Nf3 or e2e4,g1f3: a series, all or nothing (a final comma: still open)
cmd-text-move = h3e3, Che3, C2.5 (WXF) or 炮二平五: a move
cmd-text-move-check = h3e3, Che3, C2.5 or 炮二平五: is this move legal, and why not
cmd-error-unknown = No command { $word } here (Tab completes a name; ? lists them)
cmd-error-other-screen = The command { $name } belongs to { $screen ->
    [editor] the position editor
   *[game] the game
}
cmd-error-other-game = The command { $name } is for { $game ->
    [flickering] Flickering Chess
   *[xiangqi] Xiangqi
}
cmd-error-takes-nothing = The command { $name } takes nothing after it
cmd-error-usage = The command { $name } is written { $usage }: { $help }

## The review screen
key-review-step = turn
    .help = the turn before or after
key-review-other-line = other line
    .help = the board shows the next line of the turn: played, the mate missed, the mate allowed, the better choice
key-review-editor = editor
    .help = open the position before the turn in the editor, to analyse it
key-review-back = back
key-review-stop = stop
    .help = stop the review (the turns done are kept)
key-review-ends = first/last
    .help = the first or the last turn
key-review-again = review again
key-review-flip = flip
    .help = flip the board
key-review-help = help
    .help = this help
key-review-quit-now = quit
    .help = quit at once
key-game-review = review
    .help = review this game: the mates missed and allowed, the evaluation, the better choices
key-menu-review = review
    .help = review the record chosen
