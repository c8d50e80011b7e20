# duochess — English messages. Ids are shared with i18n/uk/main.ftl (a test checks both
# have the same ids and that the code uses them all).

## Counts (plural forms)

count-series = { $count ->
    [one] { $count } series
   *[other] { $count } series
}
count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## The start menu

menu-tagline = at one keyboard, against the computer or across the network
menu-resume = Resume
menu-flickering = Flickering Chess
menu-xiangqi = Xiangqi
menu-new-game = New game: names, clock, computer
menu-setup = Set up a position
menu-load = Load a game
menu-rules = Rules of the games
menu-lessons = Lessons
menu-practice = Practice puzzles
menu-settings = Settings
menu-network = Play across the network: host or join
menu-quit = Quit
menu-help-title = Start menu — other keys close

## Any screen

too-small = Enlarge the terminal to at least { $need } (now { $now }).

## The game screen

panel-next = Next:
help-title = Help — other keys close
help-keys = Keys
help-browsing = Browsing earlier positions (read-only)
help-mouse = mouse
help-mouse-click = click a piece, then a target

## Sides, turns, checks and results (src/tui/words.rs); end-* is the reason after
## the dash of the result line, capitalised in English. $side is white, black or red;
## $king is king or general.

side = { $side ->
    [white] White
    [red] Red
   *[black] Black
}
title-flickering = Flickering Chess
title-xiangqi = Xiangqi
turn-series = series { $number }{ $side ->
    [white] { $alphabet ->
        [cyrillic] а
       *[latin] a
    }
   *[black] { $alphabet ->
        [cyrillic] б
       *[latin] b
    }
}
turn-move = move { $number }
turn-line = { side } to move · { $label }
to-move = { side } to move
check-in-check = { side } is in check ({ $king } on { $cell })
check-self-exposed = { side }: your { $king } is attacked by your own move in this series; end the series only once it is safe
check-gives = { side }'s { $king } on { $cell } is attacked by this series
browse-in-check = { side } is in check
browse-attacked = { side }'s { $king } is attacked
end-checkmate = Checkmate
end-stalemate = Stalemate
end-repetition = Threefold repetition
end-perpetual-check = Perpetual check by { side }
end-mutual-perpetual-check = Perpetual check by both sides
end-perpetual-chase = Perpetual chase by { side }
end-mutual-perpetual-chase = Perpetual chase by both sides
end-idle-repetition = Repetition
end-club-limit = Too many consecutive checks or chases by { side }
end-insufficient-material = No attacking pieces left
end-move-limit = 60-move rule
end-agreement = Agreement
end-resignation = { side } resigned
end-time = { side } lost on time
result-win = Result: { side } wins — { $reason }
result-draw = Result: Draw — { $reason }

## The game screen's panel

panel-browsing = Browsing: { $caption } (read-only)
panel-series-so-far = Series so far: { $moves }
panel-moved = Moved (*): { $cells }
panel-draw-offered = Draw offered by { side }
panel-moves = Moves
panel-moves-in = Moves ({ $notation })
panel-earlier-lines = … { $count ->
    [one] { $count } earlier line
   *[other] { $count } earlier lines
}
panel-clock-stopped = Clock stopped: p starts it
panel-clock-waits = Clock starts with a move (p: now)
notation-standard = algebraic
notation-wxf = WXF
notation-chinese = Chinese
notation-seed = the author's
notation-coordinates = coordinates

## Questions on the game screen's message line ($other: the side that answers)

ask-accept-draw = { side } offers a draw. { $other ->
    [white] White
    [red] Red
   *[black] Black
}, do you accept? (y/n)
ask-computer-offers-draw = The computer offers a draw: for { $series } series nothing was taken, no pawn moved and it judges the position level. Do you accept? (y/n)
ask-resign = { side } resigns the game? (y/n)
ask-quit-autosave-failing = Leave this game? Autosave is failing: the moves since its last save are lost.
ask-quit-autosaved = Leave this game? It is kept: Resume on the menu plays on.
ask-quit-series-lost = Leave this game? The series in progress is lost; the rest is kept for Resume on the menu.
ask-quit-unsaved = Leave this game? It is not saved.
ask-replace-file = { $file } exists. Replace it? (y/n)
ask-create-folder = Make the missing folder { $folder } and save there? (y/n)
ask-start-engine = This game was played against the engine { $program }, which was not chosen in this run. Start it? (y/n)

help-commands = Commands after : (Tab completes their names)
msg-series-so-far = Series so far: { $moves } — move on, or e to end the series

## How far a game is (the start menu's Resume entry, save and load messages)

progress = { $count }, { $state }
progress-draw = draw
winner = { side } wins
progress-to-move = { side } to move

## Errors of the play and setup commands (the player reads them; --json output and
## check, perft, record stay English)

cli-name-the-game = name the game: duochess play flickering|xiangqi
cli-pieces-not-for-this-game = --pieces { $pieces } does not apply to this game; use --pieces { $other } or --pieces letters
cli-computer-plays-flickering = --computer plays Flickering Chess: duochess play flickering --computer white|black
cli-engine-plays-xiangqi = --engine plays Xiangqi: duochess play xiangqi --engine PATH
cli-engine-analyses-xiangqi = --engine analyses Xiangqi: duochess setup xiangqi --engine PATH
cli-engine-reviews-xiangqi = --engine reviews Xiangqi games: a Flickering game is evaluated by the computer (--time MS gives it more time)

## Messages of the game screen ($who: a side's name)

msg-no-clock = This game has no clock.
msg-clock-stopped = The clock is stopped; p starts it again.
msg-clock-runs = The clock runs again.
msg-promotion-cancelled = Promotion cancelled.
msg-draw-declined = { $who } declined the draw
msg-computer-declines-draw = The computer declines the draw and plays on.
msg-computer-accepts-draw = The computer accepts the draw.
msg-play-on = Play on.
msg-not-saved-file-kept = Not saved; the file is as it was.
msg-not-saved-no-folder = Not saved; no folder was made.
msg-took-back-move = Took back the last move (U redoes it).
msg-took-back-series = Took back { $who }'s whole series (U redoes it).
msg-one-notation = this game has one notation
msg-notation = move list in { $notation } notation
job-hint = Looking for a hint
msg-file-numbers-wxf = WXF file numbers along each side's edge (c: a-i again)
msg-file-numbers-letters = files a-i and ranks 1-10
msg-attacks-shown = showing the { $cells } { $who } attacks (a hides them)
msg-attacks-hidden = attack overlay off
msg-browsing-series = Browsing (read-only): ←/→ a move, ↑/↓ a series, Home start, Esc back to the game
msg-browsing = Browsing (read-only): ←/→ step, Home start, Esc back to the game
msg-nothing-to-browse = No earlier position to browse.

## Refused Flickering moves (flicker::Refusal, rendered from the value). $role: king,
## queen, rook, bishop, knight, pawn; $side: white or black.

role = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}
refusal-nothing-played = { $why }; nothing was played
refusal-move-of-series = Move { $index } ({ $text }): { $why }
refusal-move-text = { $text }: { $why }
refusal-no-unit = there is no { $side ->
    [white] white
   *[black] black
} piece on { $square }
refusal-already-moved = the { role } on { $square } has already moved in this series
refusal-captures-king = the move would capture the king on { $square }; a king is never captured
refusal-own-piece = { $to } is occupied by your own { role }
refusal-king-attacked = the king cannot step to { $to }: attacked by the { role } on { $attacker }
refusal-cannot-reach = the { role } on { $from } cannot move to { $to }
refusal-blocked = the { role } on { $from } cannot move to { $to }: the way is blocked on { $block }
refusal-pawn-capture-empty = a pawn captures only diagonally onto an enemy piece (or en passant when it is available); { $to } is empty
refusal-castling = cannot castle { $wing ->
    [king] king side
   *[queen] queen side
}: { $reason }
refusal-promotion-needed = the pawn reaches the last rank and must promote: add q, r, b or n (e.g. { $from }{ $to }q)
refusal-no-promotion = only a pawn reaching the last rank promotes
refusal-bad-promotion = a pawn cannot promote to a { role }

## The settings screen (src/tui/settings.rs) and what closing it says (root.rs)

settings-title = Settings
settings-language = Language
settings-notation = Move list
settings-pieces = Pieces
settings-theme = Colours
settings-flip = Board
settings-auto-flip = Turn board
settings-clock = Clock
settings-plain = Line mode
settings-language-locale = from the locale
settings-language-en = English
settings-language-uk = Українська
settings-notation-default = the language's (Ukrainian: the author's)
settings-notation-algebraic = algebraic
settings-notation-wxf = WXF (Xiangqi)
settings-notation-chinese = Chinese (Xiangqi)
settings-notation-seed = the author's: Кр Т С К…
settings-notation-coordinates = coordinates (Flickering)
settings-pieces-symbols = symbols ♔ 帥
settings-pieces-letters = letters K k
settings-pieces-hanzi = hanzi for { $kinds }, letters for the rest
pieces-style-unknown = '{ $text }' is no piece style: symbols, letters, or hanzi: and the kinds, as hanzi:K,R
pieces-style-letter = '{ $text }' is no Xiangqi piece letter: K A E H R C P (hanzi:K,R)
settings-theme-wood = wood
settings-theme-high-contrast = high contrast
settings-theme-colour-blind = colour-blind safe
settings-theme-mono = no colours
settings-theme-unchosen = { $name } ({ $by ->
    [no-color] not chosen: as NO_COLOR says
   *[default] not chosen: the default
})
settings-flip-white = White at the bottom
settings-flip-black = Black at the bottom
settings-auto-flip-on = after every turn
settings-auto-flip-off = no
settings-clock-none = none
settings-plain-off = no
settings-plain-on = yes, from the next start of duochess play
settings-clock-value = { $clock } (minutes + seconds a turn)
settings-saved-in = Saved in { $path }
settings-no-folder = Not saved: no settings folder (set DUOCHESS_CONFIG_DIR)
settings-msg-no-folder = Settings apply until duochess quits: there is no settings folder to save them in.
settings-msg-saved = Settings saved in { $path }.
settings-msg-saved-kept = Settings saved in { $path }; the old file, which could not be read, is kept beside it as { $kept }.
settings-msg-not-saved = Settings not saved: { $error }.

## The new-game screen (src/tui/new_game.rs). $game: flickering or xiangqi (an
## increment is added per series, or per move); $side: white, red or black.

newgame-title = New game
newgame-start = ▶ Start the game
newgame-game = Game
newgame-clock = Clock
newgame-opponent = Opponent
newgame-no-clock = no clock
newgame-clock-preset = { $minutes }+{ $seconds }  ({ $minutes } min each, +{ $seconds } s a { $game ->
    [flickering] series
   *[xiangqi] move
})
newgame-clock-custom = custom: { $text }
newgame-hot-seat = both at this keyboard
newgame-computer = computer plays { side }, level { $level } ({ $name })
newgame-help-game = ←→ Flickering Chess or Xiangqi
newgame-help-name = Type the player's name (none: "{ $name }")
newgame-help-custom-clock = Type MINUTES+SECONDS, e.g. 7+3 (seconds added per { $game ->
    [flickering] series
   *[xiangqi] move
})
newgame-help-clock = ←→ no clock, 1+0 … 15+10, or custom
newgame-help-opponent = ←→ both at this keyboard, or the computer (levels 1-7)
newgame-help-start = ⏎ or s starts the game
newgame-clock-malformed = '{ $text }' is not a time control: write MINUTES+SECONDS, e.g. 10+5 (10 minutes each, 5 seconds added per turn), 3+2 or 5 (no increment)
newgame-clock-too-long = a time control of { $minutes } minutes is too long (at most { $max } minutes)
newgame-clock-increment-too-long = an increment of { $seconds } seconds is too long (at most { $max } seconds)
newgame-clock-no-time = 0+0 leaves no time at all: give minutes or an increment, e.g. 0+2 or 5+0

## The records list, "Load a game" (src/tui/load.rs; its title is menu-load). $side:
## white, red or black.

load-records-in = Records in { $folder }
load-no-data-folder = No data folder: type the path of a record.
load-no-records = No records yet. Finished games are kept here, and :save NAME.pgn in a game saves one here.
load-column-game = Game
load-column-players = Players
load-column-saved = Saved (UTC)
load-column-result = Result
load-column-length = Length
load-column-file = File
load-game-flickering = Flickering
load-game-xiangqi = Xiangqi
load-won = { side } won
load-draw = Draw
load-unfinished = Unfinished
load-cannot-open = { $name } cannot be opened: { $problem }
load-file = File: { $name }
load-file-broken = File: { $name }, which cannot be opened: { $problem }
load-or-a-path = Or a path:
load-shown = { $first }–{ $last } of { $count } (PgUp/PgDn)
load-nothing-to-open = No record to open here: type the path of one (Tab completes), or Esc.
load-not-opened = { $why }. Nothing was changed.

## The screens' stack: leaving a screen, scrolling text, starting a game
# Where a scrolled text is: the last line shown of how many.
scroll-more-below = ↓ more · { $seen }/{ $total }
scroll-more-both = ↑↓ more · { $seen }/{ $total }
scroll-at-end = ↑ end · { $seen }/{ $total }
game-msg-clock-start = { $white } vs { $black }, { $clock } on the clock: { $mover }'s clock runs (p stops it).
menu-game-not-started = The game could not start: { $why }
ask-quit-nothing-played = Leave this game? Nothing has been played in it yet.

## Work in progress on any screen (src/words/jobs.rs): $what is the task, $seconds
## the time it has taken

job-status = { $what }… { $seconds } s (Esc stops)
job-opponent-status = { $what }… { $seconds } s (Esc: hot-seat · u: undo)
job-stopped = Stopped: { $what }.
job-opponent = The opponent's turn
job-puzzles = Generating { $kind } puzzles
job-review = Reviewing the game: { $done } of { $total } turns
job-xiangqi-puzzles = Generating Xiangqi { $kind } puzzles

## A record's clock tag that cannot be read (src/words/clock.rs)

clock-bad-tag = [TimeControl "{ $text }"] is not SECONDS+SECONDS (e.g. "600+5")

## A search starting, with its limits (src/words/jobs.rs)

job-started = { $what } ({ $limit })…

## The command line's --notation for Xiangqi (src/words/cli.rs)

cli-notation-is-for-flickering = --notation chooses the Flickering Chess move list; Xiangqi's notations turn with w in the game

## The terminal failing under the game (src/words/cli.rs)

cli-terminal-failed = terminal error: { $why }

## The computer's levels (src/words/opponent.rs), shown in the new-game screen:
## $level is the number, $name the level's name, $about how it plays.

newgame-help-level = Level { $level }, { $name }: { $about }
level-name-1 = beginner
level-name-2 = learner
level-name-3 = casual
level-name-4 = club player
level-name-5 = strong
level-name-6 = expert
level-name-7 = strongest
level-about-1 = one piece a series, often misses mates
level-about-2 = mostly one piece, misses half the mates
level-about-3 = short series, misses one mate in three
level-about-4 = a few pieces a series, now and then slips
level-about-5 = whole series, sees your answer, slips rarely
level-about-6 = weighs your answers, seldom slips
level-about-7 = no slips, uses all the time it has
menu-more-in-progress = { $count ->
    [one] One more game in progress is in “Load a game”.
   *[other] { $count } more games in progress are in “Load a game”.
}
load-in-progress = In progress
load-in-progress-file = A game in progress, autosaved in { $path }

## The new-game screen's engine rows (Xiangqi) and hints.
newgame-engine = UCI engine
newgame-engine-path = Engine
newgame-engine-side = Plays
newgame-engine-time = Time/move
newgame-engine-level = Strength
newgame-hints = Hints
newgame-engine-plays = { side }
newgame-engine-movetime = { $seconds } s a move
newgame-engine-level-value = { $level } of 5, { $name }
newgame-hints-on = on
newgame-hints-off = off
newgame-engine-path-none = type a path
newgame-engine-no-path = Type the path of a UCI engine program, e.g. /usr/games/fairy-stockfish, then ⏎ to check it
newgame-engine-answered = ✓ { $name } answers; its strength: { $setting }
newgame-help-engine-opponent = ←→ both at this keyboard, or a UCI engine such as Fairy-Stockfish
newgame-help-engine-path = Type the engine program's path; ⏎ checks that it answers UCI
newgame-help-engine-side = ←→ the side the engine plays
newgame-help-engine-time = ←→ how long the engine thinks a move
newgame-help-engine-level = ←→ { $name }: { $setting }
newgame-help-hints = ←→ whether t gives hints in this game
engine-level-beginner = beginner
engine-level-casual = casual
engine-level-club = club
engine-level-expert = expert
engine-level-full = full strength
engine-strength-skill = Skill Level { $value }
engine-strength-elo = UCI_Elo { $value }
engine-strength-unlimited = UCI_LimitStrength off (full strength)
engine-strength-none = it offers no strength option: always full strength
engine-strength-unchecked = through its Skill Level or UCI_Elo
engine-refused = Not a UCI engine that can play: { $why }

## The review screen (a finished game or record, turn by turn)
review-screen-title = Review · { $game }
review-screen-running = Esc stops the review (the turns done are kept).
review-screen-stopping = Stopping the review…
review-screen-opened = Opened the review kept beside the record.
review-screen-not-kept = The review could not be kept beside the record: { $why }
review-screen-engine = Evaluated by { $engine }{ $from ->
    [given] {" "}(given with --engine)
    [recorded] {" "}(the engine this game was played against)
    [settings] {" "}(the engine in the settings)
   *[other] {""}
}
review-screen-no-engine = No engine: the mates alone, from the mate search.
review-screen-no-turns = The record has no moves to review.
review-screen-board-played = { $game ->
    [flickering] Board: the series played
   *[other] Board: the move played
}
review-screen-board-missed = { $game ->
    [flickering] Board: the mating series that was missed
   *[other] Board: the mate that was missed
}
review-screen-board-allowed = Board: the opponent's mate this allowed
review-screen-board-better = { $game ->
    [flickering] Board: the computer's series
   *[other] Board: the engine's move
}
review-screen-graph = Evaluation (up: { $side ->
    [red] Red
   *[other] White
} better)
review-screen-help-title = Review: keys and marks
review-mark-heading = Marks in the move list:
review-mark-missed = #?  a mate was missed
review-mark-allowed = #!  a mate was allowed
review-mark-inaccuracy = ?!  inaccuracy
review-mark-mistake = ?   mistake
review-mark-blunder = ??  blunder
review-mark-undecided = …   not decided (a search stopped at its limits)
review-mark-graph = The graph: the evaluation after each turn; ▲ marks the turn shown.
