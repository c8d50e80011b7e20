## files: messages of this area (one file per area keeps merges apart)
## Saving, loading, the records list, the autosave, the settings file. The English
## texts are the record layer's own `Display` words (a test holds them equal).

## A system error: English shows the system's own words
files-io = { $text }
files-at-line = line { $line }:{" "}

## Storage (record::store::StoreError)
files-no-data-dir = cannot find a folder for saved games: set HOME, XDG_DATA_HOME or DUOCHESS_DATA_DIR
files-cannot-write = cannot write { $path }: { $why }
files-cannot-read = cannot read { $path }: { $why }
files-already-exists = { $path } already exists
files-not-regular = { $path } is { $kind ->
        [folder] a folder
        [link] a symbolic link
        [fifo] a FIFO
        [socket] a socket
        [device] a device
       *[other] not a regular file
    }, not a regular file; it is not { $use ->
        [read] read
        [replaced] replaced
       *[lock] used as a lock
    }
files-no-folder = cannot write { $path }: the folder { $folder } does not exist
files-too-large = { $path } is larger than { $mb } MB, too large for a record; it is not read
files-not-text = { $path } is not text: byte { $offset } is not UTF-8; it is not read
files-autosave-kept = the autosave { $path } could not be read and could not be moved aside ({ $why }; moving it: { $moving }); it is not overwritten
files-all-slots-busy = every autosave slot in { $dir } is in use by another running duochess
files-unreadable-link = { $name } is a symbolic link

## What a claimed data folder tells the player
files-note-other-copy = Another duochess is using the autosave in { $root }; this copy autosaves to { $file }.
files-note-moved-aside = The autosave could not be read ({ $why }); it was kept as { $kept }.
files-autosave-off = Autosave is off: { $why }

## A record's text (record::PgnError)
files-pgn-not-text = line { $line }: the record is not text (byte { $byte } is not allowed)
files-pgn-bad-tag = line { $line }: malformed tag pair: { $reason }
files-tag-not-bracketed = expected [Name "value"]
files-tag-no-value = expected a name and a quoted value
files-tag-bad-name = the tag name must be letters, digits or '_'
files-tag-not-quoted = the value must be in double quotes
files-tag-bad-escape = a '\' in a value must be followed by '\' or '"'
files-tag-bare-quote = a '"' inside the value must be written \"
files-pgn-duplicate-tag = line { $line }: tag [{ $name }] appears twice
files-pgn-unterminated-comment = line { $line }: unterminated comment (a '{"{"}' without '{"}"}')
files-pgn-dangling-comma = line { $line }: a ',' must join two moves of one series
files-pgn-text-after-result = line { $line }: '{ $text }' after the result token
files-pgn-empty = the record has no tag pairs and no moves

## A record's game (record::LoadError)
files-unknown-variant = { $at }unknown variant "{ $variant }": duochess plays "Flickering" and "xiangqi"
files-no-variant = the record has no [Variant] tag: add [Variant "Flickering"] or [Variant "xiangqi"]
files-bad-fen = { $at }the [FEN] tag is not a usable position: { $reason }
files-unknown-format = { $at }unknown move format [Format "{ $format }"]: duochess reads "ICCS", "WXF" and "Chinese"
files-not-iccs = not an ICCS move: write it as h2e2 (files a–i, ranks 0–9 counted from Red's side)
files-illegal-move = { $at }move { $number } { $text }{ $of }: { $reason } ({ $read } read before it)
files-move-of-series = {" "}(move { $index } of the series)
files-read-before = { $count ->
        [0] nothing
        [one] { $count } move
       *[other] { $count } moves
    }
files-game-already-over = the game was already over ({ $reason })
files-record-error = { $path }: { $why }

## Saving, loading, resuming (record::autosave::PersistError)
files-no-record-format = { $game } games have no record format; only Flickering Chess and Xiangqi are saved
files-wrong-game = { $path } holds a { $found } game, not { $wanted }
files-no-autosave = no game in progress was autosaved in { $dir }; start one with duochess play flickering (or xiangqi)
files-bad-autosave = the autosaved game { $path } cannot be read ({ $why }); it is left as it is
files-no-path = say where: :{ $command } PATH (for example :{ $command } game.pgn)

## After an autosave (record::autosave::SaveNote)
files-kept-unfinished = An earlier unfinished game was kept as { $path }{ $replaced ->
        [yes] , replacing the one kept before
       *[no] {""}
    }.
files-kept-unparsed = An earlier autosave that is not a readable record was kept as { $path }.
files-kept-finished = Game kept as { $path }.
files-autosave-paused = Autosave is paused: the earlier autosave could not be kept ({ $why }). Use :save PATH.
files-autosave-failed = Autosave failed ({ $why }); the game goes on. :save PATH keeps it.

## :save, :load, Tab
files-saved = Saved { $count } { $unit ->
        [series] series
       *[moves] moves
    } to { $path }
files-saved-replaced = {" "}(replaced the earlier file)
files-saved-series-not-in-it = ; the series in progress is not in it until it ends
files-summary = { $game }, { $progress }
files-loaded-path = Loaded { $path }: { $summary }
files-resumed-autosave = Resumed the autosaved game: { $summary }
files-resumed = Resumed: { $summary }
files-nothing-to-resume = No game in progress was autosaved.
files-autosave-gone = The autosaved game is gone.
files-tab-cycle = { $index } of { $count }: Tab goes on, ⏎ opens
files-tab-nothing = No file or folder in { $folder } starts with "{ $prefix }".
files-tab-names = { $count } names: { $names }{ $more }; Tab again goes through them
files-tab-more = {" "}and { $more } more

## The settings file (config::ConfigError, config::ConfigNote)
files-no-config-dir = cannot find a folder for settings: set HOME, XDG_CONFIG_HOME or DUOCHESS_CONFIG_DIR
files-config-malformed = the settings file { $path } is not valid ({ $at }{ $message })
files-config-folder = cannot create the settings folder { $path }: { $why }
files-config-not-kept = the settings file { $path } is not valid and could not be moved aside ({ $why }); it is not overwritten
files-config-not-remembered = Settings are not remembered: { $why }.
files-config-defaults-used = { $why }; the defaults are used and the file is kept.

## Starting the interactive program
files-needs-terminal = duochess needs an interactive terminal (use check, perft or record for scripts)
files-read-before-it = read before it: { $moves }
files-resumed-newest = Resumed the newest of { $count } autosaved games that fit: { $summary }. The menu's Resume lists each.
