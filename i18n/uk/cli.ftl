## cli: командний рядок, який clap не зміг прочитати (src/cli/usage.rs).

cli-value-missing = помилка: { $arg } потребує значення
cli-invalid-value = помилка: { $value } — не значення { $arg }
cli-value-validation = помилка: { $value } — не значення { $arg }: { $why }
cli-unknown-argument = помилка: { $arg } — не параметр цієї команди
cli-unknown-command = помилка: { $command } — не команда
cli-missing-argument = помилка: треба вказати { $args }
cli-missing-command = помилка: назвіть команду
cli-conflict = помилка: { $arg } не можна вказувати разом із { $prior }
cli-unexpected-value = помилка: { $value } тут не очікувалося
cli-unreadable = помилка: командний рядок не вдалося прочитати
cli-valid-values = можна: { $values }
cli-did-you-mean = можливо, ви мали на увазі { $suggestion }?
cli-usage = Виклик: { $usage }
cli-more-in-help = Докладніше: duochess --help.
cli-value-unreadable = його не вдалося прочитати
cli-not-a-whole-number = це не ціле число
cli-out-of-range = { $value } — поза межами { $range }

## The results and errors of the printing commands: check, best, puzzles, record,
## perft (src/words/cli.rs)

cli-cannot-write-output = не вдається записати результат: { $why }
