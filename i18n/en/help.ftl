## help: `duochess --help` and each command's help (src/cli/help.rs). The English
## is clap's own output: each text below is the doc comment (or clap's flag) word
## for word, and is found by these words — a test keeps the two equal. Change a doc
## comment, change its message here and in the other languages.

## clap's headings and notes
help-cli-heading-usage = Usage:
help-cli-heading-commands = Commands:
help-cli-heading-arguments = Arguments:
help-cli-heading-options = Options:
help-cli-default = [default: { $value }]
help-cli-alias = [alias: { $aliases }]
help-cli-possible-values-mark = [possible values: { $values }]
help-cli-possible-values = Possible values:

## clap's flags and help command
help-cli-flag-help-short = Print help (see more with '--help')
help-cli-flag-help-long = Print help (see a summary with '-h')
help-cli-flag-help = Print help
help-cli-flag-version = Print version
help-cli-command-help = Print this message or the help of the given subcommand(s)

## duochess
help-cli-about = Flickering Chess and Xiangqi in the terminal: at one keyboard, against the computer, or with a friend across the network
help-cli-theme-start = Board colours on the start screen and what it opens (default: monochrome when NO_COLOR is set)
help-cli-theme-default = Wooden board, ivory and ebony pieces (the default; monochrome when NO_COLOR is set)
help-cli-theme-high-contrast = Stronger colours and contrast
help-cli-theme-colour-blind = Colours told apart with colour-blindness (protanopia, deuteranopia, tritanopia)
help-cli-theme-mono = No colours: shapes and marks only
help-cli-lang = The language of the screens (default: from LC_ALL / LC_MESSAGES / LANG)
help-cli-lang-everywhere = The language of the screens and of what the commands print (default: the settings file's, else from LC_ALL / LC_MESSAGES / LANG)

## play
help-cli-play = Play a game in the terminal: two players at one keyboard, or one against the computer
help-cli-play-game = The game (with --load or --resume it may be left out: the record says)
help-cli-game-flickering = Flickering Chess: a turn is a series of moves, each unit at most once
help-cli-game-xiangqi = Xiangqi (Chinese chess)
help-cli-fen-start = Start from this position
help-cli-play-load = Play on from a game record (PGN-style, as :save writes)
help-cli-play-resume = Play on from the autosaved game in progress
help-cli-play-pieces = Piece symbols: unicode|letters (chess), hanzi|letters (Xiangqi)
help-cli-play-hanzi = Xiangqi: these kinds in hanzi and the rest as letters, to learn the characters a few at a time: K general, A advisor, E elephant, H horse, R chariot, C cannon, P soldier, as --hanzi K,R
help-cli-pieces-unicode = Chess glyphs ♔♕♖♗♘♙ (chess only; the default for chess)
help-cli-pieces-hanzi = Traditional characters 帥 仕 相 … (Xiangqi only; the default for Xiangqi)
help-cli-pieces-letters = Letters: upper case White/Red, lower case Black (both games)
help-cli-play-theme = Board colours (T in the game turns to the next)
help-cli-play-notation = Flickering: the move list's notation (w in the game turns to the next); moves are typed in any of them
help-cli-notation-san = English algebraic: `1a. Bc3+, Rb2` (the default)
help-cli-notation-seed = The author's: `1а. Сc3+, Тb2`, pieces Кр Ф Т С К, captures `:`
help-cli-notation-coordinates = Coordinates: `1a. b2c3, b1b2`
help-cli-flip = Show the board from Black's side
help-cli-play-auto-flip = Turn the board after every turn so the side to move sits at the bottom
help-cli-play-computer = Flickering: the computer plays this side
help-cli-play-level = The computer's level, 1 (beginner) to 7 (strongest); 4 (club player) is the default
help-cli-play-engine = Xiangqi: a UCI engine program (Fairy-Stockfish, Pikafish) plays one side
help-cli-play-engine-plays = The side the engine plays
help-cli-play-engine-time = The engine's thinking time per move, in milliseconds
help-cli-play-engine-level = The engine's strength, through its own Skill Level or UCI_Elo option
help-cli-play-clock = Play on a clock: minutes each + seconds added per completed turn (a Flickering series, a Xiangqi move), e.g. 10+5, 3+2 or 5
help-cli-play-white = White's player name (Red's in Xiangqi; --red is the same)
help-cli-play-black = Black's player name
help-cli-play-plain = Play in plain lines for a screen reader or a script: no drawing, no colour, whole sentences read from and written to standard input and output (pipes too)
help-cli-play-no-plain = The full-screen game even when the settings file chooses plain lines (plain = true)

## setup
help-cli-setup = Set up a position in the terminal (from the start position or a FEN), analyse it, and play from it
help-cli-setup-pieces = Piece symbols: letters, or the game's own symbols (the default)
help-cli-setup-theme = Board colours
help-cli-setup-engine = Xiangqi: a UCI engine program the analysis asks for its evaluation (`e`)
help-cli-setup-engine-time = The engine's thinking time per evaluation, in milliseconds
help-cli-setup-plain = The editor's questions in plain lines for a screen reader or a script (is it mate, the mate search), then play from the position
help-cli-practice = Puzzles of both games, in plain lines (--plain) for a screen reader or a script; the full-screen ones are on the start menu
help-cli-lessons = The lessons of both games, in plain lines (--plain); the full-screen ones are on the start menu
help-cli-learn-plain = In plain lines for a screen reader or a script: whole sentences read from and written to standard input and output (pipes too)

## perft
help-cli-perft = Count leaf nodes of the legal move tree (move-generator test)
help-cli-variant-chess = Orthodox chess (single moves): the foundation of Flickering Chess
help-cli-perft-fen = Start position (default: the variant's initial position)
help-cli-perft-depth = Depth in moves (Flickering: series; only depth 1 is defined)
help-cli-perft-divide = Print the count below each root move, then the total
help-cli-perft-unique = Flickering: count distinct resulting positions instead of series
help-cli-perft-progress = Flickering: progress on standard error even when it is not a terminal (on a terminal it is always shown)

## check
help-cli-check = Decide whether the side to move is mated, stalemated or can go on
help-cli-fen-position = The position (default: the initial position)
help-cli-check-batch = A file with one FEN per line; one JSON object per line is printed
help-cli-check-json = Print one JSON object per position
help-cli-check-moves = Moves to play first through a game session, in any notation the `:` line reads (Xiangqi: h3e3, Che3, Пhe3, C2.5, 炮二平五; Flickering: e2e4, Nf3, Кf3, with `,` inside a series and a space between series)
help-cli-check-mate-in-one = Flickering: search for a series that mates the opponent
help-cli-check-mate-in = Xiangqi: search for the shortest forced win in up to N moves (1-5) by the side to move, and print the line

## best
help-cli-best = Flickering: the series the computer would play
help-cli-engine-game-flickering = Flickering Chess (the built-in engine)
help-cli-best-time = Time for the series in milliseconds (default: the level's)
help-cli-best-level = Strength 1 (beginner) .. 7 (strongest) (default 4)
help-cli-best-seed = The seed of its choice among series of nearly equal value: the same seed, the same series (default: a fresh one each run)
help-cli-best-json = Print one JSON object

## record
help-cli-record = Read a game record (PGN-style, either game) and print what is asked
help-cli-record-load = The record file
help-cli-record-fen = Print the final position as FEN
help-cli-record-pgn = Print the record again, normalised (tags, numbered moves, result)
help-cli-record-format = With --pgn: the move format of a Xiangqi record (default: iccs, which xqbase-style programs read)
help-cli-record-format-iccs = [Game "Chinese Chess"], [Format "ICCS"], moves such as h2e2 (ranks 0-9)
help-cli-record-format-wxf = [Format "WXF"], moves such as C2.5
help-cli-record-format-chinese = [Format "Chinese"], moves such as 炮二平五
help-cli-record-format-algebraic = [Variant "xiangqi"], moves such as Che3 (duochess's older records)

## review
help-cli-review = Review a finished game (a record of either game): each turn's missed and allowed mates, the evaluation after it and the better choice
help-cli-review-file = The record file
help-cli-review-json = Print one JSON object per series or move
help-cli-review-screen = Open the review screen instead of printing (step through the turns, the board, the evaluation graph)
help-cli-review-engine = Xiangqi: a UCI engine program (Fairy-Stockfish, Pikafish) evaluates each move
help-cli-review-time = Thinking time per position in milliseconds: the engine's (default 200), or in Flickering Chess the computer's at most (default 800)

## puzzles
help-cli-puzzles = Generate Flickering puzzles (escape, mate in one series, judge), each proved by the solver
help-cli-puzzles-variant = The game: flickering (escape, mate-in-one, judge) or xiangqi (mate-in-one, mate-in-two)
help-cli-puzzles-kind = What kind of puzzle
help-cli-kind-escape = The side to move is in check: find a series that frees the king
help-cli-kind-mate-in-one = Find a series after which the opponent is mated
help-cli-kind-judge = Mate, stalemate, or is there a way out?
help-cli-kind-mate-in-two = Xiangqi: a forced win in two moves (and none in one)
help-cli-puzzles-count = How many puzzles (1 to 10000)
help-cli-puzzles-difficulty = Flickering, 1 to 5: the length of the shortest escape (escape, judge) or mating series (mate-in-one); 5 means five or more. Any when left out. (A Xiangqi puzzle's difficulty is its number of moves.)
help-cli-puzzles-seed = Same seed, same puzzles
help-cli-puzzles-json = One JSON object per line: {"{"}"fen","kind","difficulty","solution","tags"{"}"}
help-cli-puzzles-progress = Progress on standard error even when it is not a terminal (on a terminal it is always shown)
help-cli-host = Host a game across the network: the screen shows the line your friend types to join (`duochess join ADDRESS:PORT CODE`)
help-cli-host-game = The game to host (with --resume: which one, when both were hosted)
help-cli-host-resume = Host again the game you hosted before, from its autosave: the same join code and port, so your friend's join line still works
help-cli-host-port = The port to listen on (0: any free port, shown on the screen); 7373 when not given, or with --resume the port the game was hosted on
help-cli-host-colour = Your side (white when not given)
help-cli-host-colour-white = White (Flickering Chess) or Red (Xiangqi): the first to move
help-cli-host-colour-black = Black: the second to move
help-cli-host-colour-red = Red (Xiangqi): the same as white
help-cli-host-colour-random = Chosen at random
help-cli-net-name = Your name, as your friend and the record see it
help-cli-join = Join a game across the network with the address and code the host's screen shows
help-cli-join-address = Where the host is, as its screen shows it: ADDRESS:PORT
help-cli-join-code = The join code the host's screen shows (e.g. 482-915-337)
