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
cli-perft-too-deep = --depth { $depth } — надто глибоко: perft рахує щонайбільше на { $max } ходів углиб (глибина 7 від початкової позиції вже займає хвилини)
cli-perft-flickering-options = --unique і --progress діють лише з --variant flickering
cli-perft-depth-one = perft Мерехтливих шахів рахує серії одного ходу: вкажіть --depth 1 (отримано { $depth })
cli-perft-enormous =
    perft: з цієї позиції треба порахувати приблизно { $estimate } серій (оцінка за тисячею випадкових серій):
    по десять мільйонів за секунду це { $time }. Ctrl-C зупиняє підрахунок і повідомляє, що вже пораховано.
cli-rough-time = приблизно { $n } { $unit ->
        [years] { $n ->
            [one] рік
            [few] роки
           *[many] років
        }
        [days] { $n ->
            [one] день
            [few] дні
           *[many] днів
        }
        [hours] { $n ->
            [one] година
            [few] години
           *[many] годин
        }
        [minutes] { $n ->
            [one] хвилина
            [few] хвилини
           *[many] хвилин
        }
       *[seconds] { $n ->
            [one] секунда
            [few] секунди
           *[many] секунд
        }
    }
cli-perft-progress = perft: пораховано серій: { $series }, перший хід { $first } з { $of }, { $secs } с ({ $rate } млн за секунду)
cli-perft-first-move-done = perft: { $move } готово ({ $done } з { $of } перших ходів), пораховано серій: { $series }, { $secs } с
cli-perft-stopped = perft: зупинено після { $stopped } з { $of } перших ходів, пораховано серій: { $series } — це частковий підрахунок, а не загальна кількість
cli-invalid-xiangqi-fen = хибний FEN сянці: { $why }
cli-flickering-check-options = --batch і --mate-in-one діють лише з --variant flickering
cli-mate-in-is-xiangqi = --mate-in діє з --variant xiangqi (для Мерехтливих шахів: --mate-in-one)
cli-mate-in-one-one-position = --mate-in-one бере одну позицію: лише разом із --fen
cli-moves-not-with-batch = --moves не можна поєднувати з --batch
cli-format-is-for-xiangqi = --format обирає, як запис сянці пише ходи: запис мерехтливих шахів має одну нотацію (алгебраїчну)
cli-not-coordinates = це не хід у координатах, як-от e2e4 чи e7e8q
cli-series-move = серія { $series } ({ $series_text }), хід { $index } ({ $text }): { $why }
cli-series-end = серія { $series } ({ $series_text }): { $why }
cli-xiangqi-move = хід { $number } «{ $text }»: { $why }
cli-xiangqi-illegal = хід { $number } «{ $text }» неможливий: { $why }
cli-xiangqi-after-end = хід { $number } «{ $text }»: гру вже закінчено ({ $result }: { $reason })
cli-bad-level = рівень має бути від 1 до { $max } (отримано { $level })
cli-no-series = { $side ->
    [white] білі не мають
    [red] червоні не мають
   *[black] чорні не мають
} жодної можливої серії: гру закінчено ({ $verdict ->
    [mate] мат
   *[stalemate] пат
})
cli-puzzle-count = --count має бути від 1 до { $max }, отримано { $got }
cli-puzzle-variant = задачі складаються для --variant flickering або xiangqi
cli-puzzle-progress = задачі: надруковано { $found } з { $wanted }, { $secs } с
cli-mate-in-two-is-xiangqi = задачі mate-in-two складаються для --variant xiangqi
cli-xiangqi-puzzle-kinds = задачі сянці — це mate-in-one або mate-in-two (--kind escape і judge — задачі Мерехтливих шахів)
cli-xiangqi-difficulty = складність задачі сянці — це кількість її ходів: оберіть її через --kind
cli-stopped-by = зупинено сигналом { $signal }
cli-verdict = { $verdict ->
    [mate] мат
    [stalemate] пат
    [escape] порятунок
   *[ongoing] гра триває
}
cli-ongoing = гра триває
cli-draw = нічия
cli-result = результат: { $result } ({ $reason })
cli-result-ongoing = результат: гра триває
cli-mate-cost = станів серій: { $states }, оцінено позицій: { $judged }, { $ms } мс
cli-mate-found =
    мат за одну серію: { $series }
    ({ $cost })
cli-no-mating-series =
    жодна серія не матує: перевірено всі можливі серії
    ({ $cost })
cli-mate-gave-up =
    матової серії не знайдено в межах пошуку (станів: { $states }, або { $secs } с); перевірено всі серії, коротші за { $len } { $len ->
        [one] хід
        [few] ходи
       *[many] ходів
    }
    ({ $cost })
cli-xiangqi-verdict =
    вердикт: { $verdict ->
        [checkmate] мат
        [stalemate] пат
        [draw] нічия: жодна сторона не може виграти (не лишилося ні колісниць, ні коней, ні гармат, ні пішаків)
       *[ongoing] гра триває
    }
    шах: { $check ->
        [yes] так
       *[no] ні
    }
    можливих ходів: { $legal }
cli-xiangqi-warning = попередження після ходу { $number }: { side }: { $warning }
cli-xiangqi-mate = мат за { $moves } { $moves ->
    [one] хід
    [few] ходи
   *[many] ходів
} ({ $ending ->
    [stalemate] пат
   *[checkmate] мат
}): { $line }
cli-xiangqi-no-mate = немає мату за { $max } { $max ->
    [one] хід
    [few] ходи
   *[many] ходів
}
cli-xiangqi-search-stopped = пошук зупинено: { $why ->
    [nodes] досягнуто межі позицій ({ $limit })
    [time] досягнуто межі часу ({ $limit } мс)
   *[cancelled] пошук скасовано
}; мату за { $decided } { $decided ->
    [one] хід
    [few] ходи
   *[many] ходів
} і менше немає, довші не перевірено
cli-best =
    { $series }
    (оцінка { $score }, рівень { $level }, { $ms } мс, кандидатів: { $candidates }, станів: { $states }; { $safety ->
        [mates] серія матує
        [none] жодна серія суперника не матує
        [unknown] суперник не матує менш ніж за { $searched } { $searched ->
            [one] хід
            [few] ходи
           *[many] ходів
        } (пошук зупинився на своїх межах)
        [unchecked] не перевірено: час вичерпано
        [overlooked] не шукано: недогляд цього рівня
       *[unavoidable] суперник матує хоч би що зіграти
    })
cli-record-summary = { $game }: { $turns }, { $result } ({ $reason })
cli-record-summary-ongoing = { $game }: { $turns }, { $result }

## review (duochess review FILE)
review-heading = Розбір партії ({ $game }): { $turns }
review-by-computer = Оцінки — комп'ютера (рушія серій), у пішаках після кожної серії для того, хто її зіграв (#: мат); мати — точного пошуку мату.
review-by-engine = Оцінки — рушія { $engine }{ $from ->
    [given] {" "}(заданого через --engine)
    [recorded] {" "}(рушія, проти якого грали цю партію)
    [settings] {" "}(рушія з налаштувань)
   *[other] {""}
}, у пішаках після кожного ходу для того, хто його зробив (#: мат); мати до 3 ходів — пошуку мату.
review-no-engine = Без рушія: лише мати, знайдені пошуком мату (--engine ШЛЯХ додасть оцінки).
review-engine-failed = Рушій перестав оцінювати ({ $why }); далі лише мати.
review-class-inaccuracy = ?! неточність
review-class-mistake = ? помилка
review-class-blunder = ?? груба помилка
review-missed-mate = { $game ->
    [flickering] пропущено мат: { $line }
   *[xiangqi] пропущено мат за { $moves ->
        [one] { $moves } хід
        [few] { $moves } ходи
       *[many] { $moves } ходів
    }: { $line }
}
review-allowed-mate = { $game ->
    [flickering] дозволено мат: { $line }
   *[xiangqi] дозволено мат за { $moves ->
        [one] { $moves } хід
        [few] { $moves } ходи
       *[many] { $moves } ходів
    }: { $line }
}
review-own-mate-not-decided = свій мат: не вирішено (пошук зупинився на своїх межах)
review-their-mate-not-decided = мат суперника: не вирішено (пошук зупинився на своїх межах)
review-better = краще: { $line }
review-tally = { $side ->
    [white] Білі
    [red] Червоні
   *[black] Чорні
}: ?! { $inaccuracies }, ? { $mistakes }, ?? { $blunders }; пропущено матів { $missed }, дозволено матів { $allowed }
review-stopped = Зупинено: розібрано { $done } з { $total } ходів.
