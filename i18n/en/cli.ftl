## cli: a command line clap could not read (src/cli/usage.rs). English is clap's own
## output; these messages are the same errors for the other languages, and must
## exist in English too.

cli-value-missing = error: { $arg } needs a value
cli-invalid-value = error: { $value } is not a value of { $arg }
cli-value-validation = error: { $value } is not a value of { $arg }: { $why }
cli-unknown-argument = error: { $arg } is not an option of this command
cli-unknown-command = error: { $command } is not a command
cli-missing-argument = error: these must be given: { $args }
cli-missing-command = error: name a command
cli-conflict = error: { $arg } cannot be given with { $prior }
cli-unexpected-value = error: { $value } was not expected here
cli-unreadable = error: the command line could not be read
cli-valid-values = accepted: { $values }
cli-did-you-mean = did you mean { $suggestion }?
cli-usage = Usage: { $usage }
cli-more-in-help = For more, see duochess --help.
cli-value-unreadable = it could not be read
cli-not-a-whole-number = it is not a whole number
cli-out-of-range = { $value } is not in { $range }

## The results and errors of the printing commands: check, best, puzzles, record,
## perft (src/words/cli.rs)

cli-cannot-write-output = cannot write the output: { $why }
cli-perft-too-deep = --depth { $depth } is too deep: perft counts at most { $max } moves deep (depth 7 from the start already takes minutes)
cli-perft-flickering-options = --unique and --progress apply to --variant flickering only
cli-perft-depth-one = Flickering perft counts the series of one turn: use --depth 1 (got { $depth })
cli-perft-enormous =
    perft: about { $estimate } series to count from this position (estimated from a thousand random series):
    at ten million a second, { $time }. Ctrl-C stops the count and reports what was counted.
cli-rough-time = about { $n } { $unit ->
        [years] years
        [days] days
        [hours] hours
        [minutes] minutes
       *[seconds] seconds
    }
cli-perft-progress = perft: { $series } series so far, in first move { $first } of { $of }, { $secs } s ({ $rate } million a second)
cli-perft-first-move-done = perft: { $move } done ({ $done } of { $of } first moves), { $series } series so far, { $secs } s
cli-perft-stopped = perft: stopped after { $stopped } of { $of } first moves, with { $series } series counted so far: a partial count, not the total
cli-invalid-xiangqi-fen = invalid Xiangqi FEN: { $why }
cli-flickering-check-options = --batch and --mate-in-one apply to --variant flickering
cli-mate-in-is-xiangqi = --mate-in applies to --variant xiangqi (Flickering: --mate-in-one)
cli-mate-in-one-one-position = --mate-in-one takes one position: use it with --fen only
cli-moves-not-with-batch = --moves cannot be combined with --batch
cli-format-is-for-xiangqi = --format chooses how a Xiangqi record writes its moves: a Flickering Chess record has one notation (algebraic)
cli-not-coordinates = not a coordinate move such as e2e4 or e7e8q
cli-series-move = series { $series } ({ $series_text }), move { $index } ({ $text }): { $why }
cli-series-end = series { $series } ({ $series_text }): { $why }
cli-xiangqi-move = move { $number } '{ $text }': { $why }
cli-xiangqi-illegal = move { $number } '{ $text }' is illegal: { $why }
cli-xiangqi-after-end = move { $number } '{ $text }': the game is already over ({ $result }: { $reason })
cli-bad-level = the level must be between 1 and { $max } (got { $level })
cli-no-series = { $side ->
    [white] white
    [red] red
   *[black] black
} has no legal series: the game is over ({ $verdict })
cli-puzzle-count = --count must be 1 to { $max }, got { $got }
cli-puzzle-variant = puzzles are made for --variant flickering or xiangqi
cli-puzzle-progress = puzzles: { $found } of { $wanted } printed, { $secs } s
cli-mate-in-two-is-xiangqi = mate-in-two puzzles are made for --variant xiangqi
cli-xiangqi-puzzle-kinds = Xiangqi puzzles are mate-in-one or mate-in-two (--kind escape and judge are Flickering puzzles)
cli-xiangqi-difficulty = a Xiangqi puzzle's difficulty is its number of moves: choose it with --kind
cli-stopped-by = stopped by { $signal }
cli-verdict = { $verdict }
cli-ongoing = ongoing
cli-draw = draw
cli-result = result: { $result } ({ $reason })
cli-result-ongoing = result: ongoing
cli-mate-cost = { $states } series states, { $judged } positions judged, { $ms } ms
cli-mate-found =
    mate in one series: { $series }
    ({ $cost })
cli-no-mating-series =
    no series mates: every legal series was examined
    ({ $cost })
cli-mate-gave-up =
    no mating series found within the limits ({ $states } states or { $secs } s); every series of fewer than { $len } moves was examined
    ({ $cost })
cli-xiangqi-verdict =
    verdict: { $verdict ->
        [draw] draw: neither side can win (no chariot, horse, cannon or soldier left)
       *[other] { $verdict }
    }
    in check: { $check }
    legal moves: { $legal }
cli-xiangqi-warning = warning after move { $number }: { side }: { $warning }
cli-xiangqi-mate = mate in { $moves } ({ $ending }): { $line }
cli-xiangqi-no-mate = no mate in { $max }
cli-xiangqi-search-stopped = search stopped: { $why ->
    [nodes] the node limit ({ $limit } positions) was reached
    [time] the time limit ({ $limit } ms) was reached
   *[cancelled] the search was cancelled
}; no mate in up to { $decided } moves, longer ones not decided
cli-best =
    { $series }
    (score { $score }, level { $level }, { $ms } ms, { $candidates } candidates, { $states } states; { $safety ->
        [mates] the series mates
        [none] no series of the opponent mates
        [unknown] no mate by the opponent in fewer than { $searched } moves (the search stopped at its limits)
        [unchecked] not examined: time ran out
        [overlooked] not looked for: a lapse of this level
       *[unavoidable] the opponent mates whatever is played
    })
cli-record-summary = { $game }: { $turns }, { $result } ({ $reason })
cli-record-summary-ongoing = { $game }: { $turns }, { $result }

## review (duochess review FILE)
review-heading = Review of { $game }: { $turns }
review-by-computer = Evaluations by the computer (the series engine), in pawns after each series for the side that played it (#: mate); mates by the exact mate search.
review-by-engine = Evaluations by { $engine }{ $from ->
    [given] {" "}(given with --engine)
    [recorded] {" "}(the engine this game was played against)
    [settings] {" "}(the engine in the settings)
   *[other] {""}
}, in pawns after each move for the side that played it (#: mate); mates in up to 3 moves by the mate search.
review-no-engine = No engine: the mates alone, from the mate search (--engine PATH adds evaluations).
review-engine-failed = The engine stopped evaluating ({ $why }); from there the mates alone.
review-class-inaccuracy = ?! inaccuracy
review-class-mistake = ? mistake
review-class-blunder = ?? blunder
review-missed-mate = { $game ->
    [flickering] missed mate: { $line }
   *[xiangqi] missed mate in { $moves }: { $line }
}
review-allowed-mate = { $game ->
    [flickering] allowed a mate: { $line }
   *[xiangqi] allowed a mate in { $moves }: { $line }
}
review-own-mate-not-decided = own mate: not decided (the search stopped at its limits)
review-their-mate-not-decided = the opponent's mate: not decided (the search stopped at its limits)
review-better = better: { $line }
review-tally = { $side ->
    [white] White
    [red] Red
   *[black] Black
}: ?! { $inaccuracies }, ? { $mistakes }, ?? { $blunders }; missed mates { $missed }, allowed mates { $allowed }
review-stopped = Stopped: { $done } of { $total } turns reviewed.
