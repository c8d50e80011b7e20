## editor: messages of this area (one file per area keeps merges apart)
## Редактор позиції та його аналіз (src/tui/editor, src/tui/analysis.rs). $side — white,
## black або red; $kind — фігура (general … soldier); $game — flickering або xiangqi
## (або назва гри, де її написано).

## Чому FEN не читається (chess::FenError, xiangqi::FenError)

editor-fen-empty = FEN порожній
editor-fen-field-count = у FEN { $count } { $count ->
    [one] поле
    [few] поля
   *[many] полів
}; потрібні розстановка, черга ходу, рокіровка, взяття на проході й, за бажанням, два лічильники ходів
editor-fen-rank-count = у розстановці FEN { $count } { $count ->
    [one] горизонталь
    [few] горизонталі
   *[many] горизонталей
}; потрібно 8, розділених «/»
editor-fen-rank-width = горизонталь { $rank } у FEN має { $files } { $files ->
    [one] вертикаль
    [few] вертикалі
   *[many] вертикалей
}; потрібно 8
editor-fen-bad-piece = горизонталь { $rank } у FEN: «{ $char }» — не літера фігури (KQRBNP — білі, kqrbnp — чорні, 1-8 — порожні поля)
editor-fen-bad-side = черга ходу в FEN — «{ $text }»; потрібно «w» або «b»
editor-fen-bad-castling = поле рокіровки в FEN «{ $text }» — не «-» і не поєднання K, Q, k, q
editor-fen-bad-en-passant = поле взяття на проході в FEN «{ $text }»: { $reason }
editor-fen-ep-shape = потрібно «-» або поля, як-от e3 чи c6e6
editor-fen-ep-not-a-square = «{ $text }» — не поле
editor-fen-ep-listed-twice = { $square } указано двічі
editor-fen-bad-halfmove = лічильник півходів у FEN «{ $text }» — не невід'ємне число
editor-fen-bad-fullmove = номер ходу в FEN «{ $text }» — не число від 1
editor-xfen-empty = FEN порожній
editor-xfen-rank-count = на дошці { $count } { $count ->
    [one] горизонталь
    [few] горизонталі
   *[many] горизонталей
}; у дошці сянці їх 10 (розділених «/»)
editor-xfen-rank-length = горизонталь { $rank } описує { $points } { $points ->
    [one] пункт
    [few] пункти
   *[many] пунктів
}; у кожній горизонталі їх 9
editor-xfen-bad-char = «{ $char }» на горизонталі { $rank } — не літера фігури (k a b n r c p або e/h) і не цифра 1-9
editor-xfen-bad-side = черга ходу «{ $text }» — ні «w» (червоні), ні «b» (чорні)
editor-xfen-bad-counter = { $counter ->
    [halfmoves] лічильник півходів
   *[fullmoves] номер ходу
} «{ $text }» — не число
editor-xfen-trailing = зайвий текст «{ $text }» після лічильників ходів

## Чому позицію не можна грати (chess::Problem, xiangqi::Problem), через «; »

editor-side-lower = { $side ->
    [white] білі
    [red] червоні
   *[black] чорні
}
editor-chess-king-count = { $count ->
    [0] у { $side ->
        [white] білих
       *[black] чорних
    } немає короля
    [one] у { $side ->
        [white] білих
       *[black] чорних
    } { $count } король
    [few] у { $side ->
        [white] білих
       *[black] чорних
    } { $count } королі
   *[many] у { $side ->
        [white] білих
       *[black] чорних
    } { $count } королів
}; у кожної сторони має бути рівно один король
editor-chess-pawn-on-back-rank = пішак стоїть на { $square }, на першій чи останній горизонталі
editor-chess-opponent-in-check = шах стороні, яка зараз не ходить ({ $side ->
    [white] білим
   *[black] чорним
})
editor-chess-castling-without-pieces = { $wing ->
    [king] коротка
   *[queen] довга
} рокіровка { $side ->
    [white] білих потребує білого
   *[black] чорних потребує чорного
} короля на { $king } і тури на { $rook }
editor-chess-en-passant = взяття на проході на { $square }: { $reason }
editor-ep-wrong-rank = не на { $rank }-й горизонталі (хід { $side ->
    [white] білих
   *[black] чорних
})
editor-ep-no-pawn = на { $pawn } немає { $side ->
    [white] білого
   *[black] чорного
} пішака, який міг би щойно пройти подвійним кроком через { $square }
editor-ep-occupied = поле { $square } зайняте, тож жодне взяття не може на ньому закінчитися
editor-fullmove-zero = номер ходу 0; лік починається з 1
editor-side-piece = { $kind ->
    [chariot] { $side ->
        [red] червона
       *[black] чорна
    } колісниця
    [cannon] { $side ->
        [red] червона
       *[black] чорна
    } гармата
   *[other] { $side ->
        [red] червоний
       *[black] чорний
    } { $kind ->
        [general] генерал
        [advisor] радник
        [elephant] слон
        [horse] кінь
       *[soldier] пішак
    }
}
editor-x-no-general = у { $side ->
    [red] червоних
   *[black] чорних
} немає генерала
editor-x-extra-generals = у { $side ->
    [red] червоних
   *[black] чорних
} { $count } { $count ->
    [one] генерал
    [few] генерали
   *[many] генералів
}; у кожної сторони рівно один
editor-x-outside-palace = { $piece } на { $point } стоїть поза своїм палацом
editor-x-off-diagonals = { $piece } на { $point } стоїть не на діагоналях палацу, а радники ходять лише ними
editor-x-elephant-across-river = { $piece } на { $point } перейшов річку, чого слони ніколи не роблять
editor-x-elephant-off-points = { $piece } на { $point } стоїть там, куди слон не дійде (його сім пунктів — за два кроки по діагоналі один від одного)
editor-x-soldier-unreachable = { $piece } на { $point } стоїть там, куди пішак не дійде (пішаки не ходять назад, а до річки — і вбік)
editor-x-waiting-in-check = генерал { $side ->
    [red] червоних
   *[black] чорних
} під ударом, хоча зараз не їхній хід (або генерали стоять один проти одного на відкритій вертикалі): такої позиції не буває
editor-not-chess = це позиція сянці, а не шахів
editor-not-xiangqi = це шахова позиція, а не сянці
editor-unavailable = { $game } тут недоступні
editor-mate-search-is-for-flickering = пошук мату однією серією — для мерехтливих шахів
editor-engine-game-over = тут гру вже закінчено ({ $stalemate ->
    [yes] пат
   *[no] мат
}): рушію нічого оцінювати

## Бічна панель

editor-title-setup = Розстановка · { $game }
editor-title-analysis = Аналіз · { $game }
editor-castling-ep = Рокіровка { $castling } · на проході { $ep }
editor-playable = Можна грати ✓
editor-cannot-be-played = Грати не можна: { $reason }
editor-panel-letters = { $game ->
    [flickering] KQRBNP — білі фігури, kqrbnp — чорні
   *[xiangqi] KAEHRCP — червоні фігури, kaehrcp — чорні
}
editor-panel-remove = x прибрати · X очистити · i початок
editor-panel-side = s черга ходу
editor-panel-castling = o рокіровка (на куті)
editor-panel-en-passant = t поле взяття на проході
editor-panel-analyse = { $game ->
    [flickering] v аналіз · m мат (≤3 с)
   *[xiangqi] v аналіз · m мат · w нотація
}
editor-panel-play = ⏎ грати звідси
editor-panel-game = g інша гра · f поворот
editor-panel-fen = :fen показати · :fen F прочитати

## Аналіз: вердикти ($side — сторона, що ходить), пошуки, варіанти

editor-verdict-mate = Мат
editor-verdict-stalemate = Пат
editor-verdict-escape = Порятунок
editor-verdict-play-goes-on = Гра триває
editor-verdict-checkmate = Мат
editor-verdict-ongoing = Гра триває
editor-explain-mate = Король { $side ->
    [white] білих
   *[black] чорних
} на { $cells } під ударом, і жодна серія його не рятує
editor-explain-stalemate = Король { $side ->
    [white] білих
   *[black] чорних
} не під ударом, але в них немає жодної можливої серії
editor-explain-escape = Королю { $side ->
    [white] білих
   *[black] чорних
} шах; його рятує серія з { $count } { $count ->
    [one] ходу
   *[other] ходів
}
editor-explain-play-goes-on = Король { $side ->
    [white] білих
   *[black] чорних
} не під шахом, і в них є можливі серії
editor-explain-checkmate = { side } під шахом і не мають жодного ходу: це поразка
editor-explain-x-stalemate = { side } не мають жодного ходу (пат у сянці — поразка)
editor-explain-in-check = { side } під шахом, але можуть від нього захиститися
editor-explain-not-in-check = { side } не під шахом і можуть ходити
editor-piece-on = { $kind ->
    [general] генерал
    [advisor] радник
    [elephant] слон
    [horse] кінь
    [chariot] колісниця
    [cannon] гармата
   *[soldier] пішак
} на { $cell }
editor-checking = Шах: { $pieces }
editor-cost = { $checker ->
    [solver] Розв'язувач
    [checker] Перевірка
    [search] Пошук
   *[engine] Рушій
}: { $time }
editor-microseconds = { $n } мкс
editor-milliseconds = { $n } мс
editor-seconds = { $n } с
editor-decimal-separator = ,
editor-none = немає
editor-time-limit = Межа часу: { $time }
editor-mate-hint = m: мат щонайбільше за { $count } { $count ->
    [one] хід
    [few] ходи
   *[many] ходів
} (n змінює)
editor-found-series-mate = { side } ставлять мат однією серією з { $count } { $count ->
    [one] ходу
   *[other] ходів
}
editor-found-no-mating-series = У { $side ->
    [white] білих
   *[black] чорних
} немає серії, що ставить мат
editor-found-series-gave-up = У межах пошуку мату не знайдено (перевірено всі серії, коротші за { $count } { $count ->
    [one] хід
    [few] ходи
   *[many] ходів
})
editor-found-mate = { side } ставлять мат за { $count } { $count ->
    [one] хід
    [few] ходи
   *[many] ходів
}{ $stalemate ->
    [yes] {" "}(останній хід ставить пат — у сянці це виграш)
   *[no] {""}
}
editor-found-no-mate = У { $side ->
    [red] червоних
   *[black] чорних
} немає мату за { $count } { $count ->
    [one] хід
    [few] ходи
   *[many] ходів
}
editor-found-stopped = Зупинено: { $reason }; { $count ->
    [0] нічого не вирішено
    [one] мату за { $count } хід немає
    [few] мату за { $count } ходи немає
   *[many] мату за { $count } ходів немає
}
editor-stop-nodes = досягнуто межі пошуку
editor-stop-time = вичерпано межу часу ({ $time })
editor-stop-cancelled = пошук скасовано
editor-found-engine = Рушій ({ $name }): { $evaluation }
editor-score-none = без оцінки
editor-score-level = { $pawns } (рівно)
editor-score-better = { $pawns } (краще { $side ->
    [red] червоним
   *[black] чорним
})
editor-score-mated = { $side ->
    [red] червоним
   *[black] чорним
} мат
editor-score-mate = { $side ->
    [red] червоні
   *[black] чорні
} ставлять мат за { $count } { $count ->
    [one] хід
    [few] ходи
   *[many] ходів
}
editor-fact-depth = Глибина { $depth }
editor-fact-best-move = Найкращий хід: { $move }
editor-fact-line-refused = Варіант рушія не показано: { $why }
editor-fact-line-not-from-best = Варіант рушія не показано: він не починається з його найкращого ходу
editor-fact-line-cut = Варіант: перші { $shown } з { $count } { $count ->
    [one] ходу
   *[other] ходів
}
editor-line-rescue-series = Рятівна серія
editor-line-mating-series = Матова серія
editor-line-mating-line = Матовий варіант
editor-line-engine-line = Варіант рушія
editor-caption-start = початок (→ — крок уперед)
editor-caption-move = хід { $index } з { $count }: { $move }
editor-legal-moves = Можливі ходи ({ $count }, { $notation }):
editor-more = … ще { $count }

## Довідка

editor-help-title = Редактор позиції — інші клавіші закривають
editor-help-keys = Клавіші (літери ставлять фігури, тож курсор рухають стрілки)
editor-help-click = курсор — клацанням
editor-help-letters = Фігури: { $latin } або { $seed }, Кр = К, потім р; чорні — малими
editor-king-second-letter = р сама не фігура: { $game ->
    [xiangqi] генерал
   *[flickering] король
} — це Кр, К, а потім р на тому самому полі

## Рядок повідомлень

editor-no-series = немає серії для покрокового перегляду
editor-theme = Кольори дошки: { $theme ->
    [default] звичайні
    [high-contrast] високий контраст
    [colour-blind] для дальтоніків
   *[mono] без кольорів
} (:theme — наступні)
editor-files-wxf = номери вертикалей WXF уздовж краю кожної сторони (:files — знову a–i)
editor-files-letters = вертикалі a–i й горизонталі 1–10
editor-move-legal = { $text } — можливий хід: { $moves }
editor-not-a-piece-letter = «{ $char }» — тут не літера фігури: { $game ->
    [flickering] K Q R B N P (чорні: k q r b n p)
   *[xiangqi] K A E H R C P (чорні: k a e h r c p)
}
editor-board-cleared = дошку очищено
editor-start-position = початкова позиція
editor-undone = зміну скасовано
editor-redone = зміну повернуто
editor-ask-clear = Очистити дошку? Усі фігури буде знято (u поверне їх).
editor-xiangqi-has-no = у сянці немає { $what ->
    [castling] рокіровки
   *[en-passant] взяття на проході
}
editor-castling-rights = права на рокіровку: { $rights }
editor-castling-corner = поставте курсор на кут тури (a1, h1, a8, h8), щоб увімкнути чи вимкнути її рокіровку
editor-ep-squares = поля взяття на проході: { $squares }
editor-setting-up = розставляємо: { $game } (початкова позиція)
editor-fen-read = позицію прочитано з FEN
editor-cannot-read-fen = не вдається прочитати FEN: { $why }
editor-one-notation = у мерехтливих шахів одна нотація
editor-notation = ходи в нотації: { $notation }
editor-depth-is-for-xiangqi = у мерехтливих шахах пошук шукає мат однією серією
editor-mate-depth = пошук мату: щонайбільше за { $count } { $count ->
    [one] хід
    [few] ходи
   *[many] ходів
} (m шукає)
editor-engine-is-for-xiangqi = рушій аналізує лише позиції сянці
editor-no-engine = рушій не задано: запустіть редактор так: duochess setup xiangqi --engine ШЛЯХ [--engine-time МС]
editor-cannot-analyse = Аналіз неможливий: { $why }
editor-cannot-search = пошук неможливий: { $why }
editor-no-evaluation = Оцінки немає: { $why }
editor-not-playable = Грати не можна: { $why }
editor-job-lost = { $what }: збій, відповіді немає
editor-job-analysing = Аналіз позиції
editor-job-series-mate = Пошук мату однією серією
editor-job-mate = Пошук мату щонайбільше за { $count } { $count ->
    [one] хід
    [few] ходи
   *[many] ходів
}
editor-job-at-most = щонайбільше { $limit }
editor-job-engine = Запит до рушія
editor-job-think = { $time } на роздуми

## Вихід з редактора
editor-ask-leave = Вийти з редактора? Розставлену тут позицію не буде збережено.

## The editor's FEN on the message line

editor-fen = FEN: { $fen }
editor-copied = FEN надіслано в буфер обміну терміналу (термінал, що цього не вміє, його пропустить)
