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
