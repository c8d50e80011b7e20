# duochess — українські повідомлення. Ідентифікатори ті самі, що в i18n/en/main.ftl.

## Кількості (форми множини: one — 1, 21, 31…; few — 2–4, 22–24…; many — 5–20, 25…)

count-series = { $count ->
    [one] { $count } серія
    [few] { $count } серії
   *[many] { $count } серій
}
count-moves = { $count ->
    [one] { $count } хід
    [few] { $count } ходи
   *[many] { $count } ходів
}

## Таблиці клавіш (src/tui/keys): ідентифікатори — phrase_id("key", англійські слова таблиці)

key-a-move-a-series-or-a-command = хід, серія або команда
key-a-move-or-command-help-lists-them = хід або команда (help їх перелічує)
key-a-move-series-or-command = хід, серія або команда
key-attacks = загрози
key-back = назад
key-back-to-game = до гри
key-back-to-the-game = повернутися до гри
key-back-to-the-start-of-a-series-on-to-the-next-one = до початку серії / до наступної
key-bishop = слон
key-browse = перегляд
key-browse-earlier-positions = переглянути попередні позиції
key-browse-from-the-start = переглядати від початку
key-by-number = за номером
key-cancel = скасувати
key-cancel-the-move = скасувати хід
key-cancel-the-selection = зняти вибір
key-choose = вибір
key-closes-help = закрити довідку
key-closes-the-help = закриває довідку
key-colours = кольори
key-command = команда
key-complete = доповнити
key-complete-a-path = доповнити шлях
key-complete-the-path-after-save-or-load-again-the-next-name = доповнити шлях після :save чи :load (ще раз — наступна назва)
key-cursor = курсор
key-draw = нічия
key-end-series = кінець серії
key-end-the-series = завершити серію
key-erase = стерти
key-erase-a-character = стерти символ
key-file-numbers = номери вертикалей
key-first-position = початкова позиція
key-flip = поворот
key-help = довідка
key-hint = підказка
key-hint-a-way-out-of-check = підказка: як піти з-під шаху
key-hot-seat = удвох
key-knight = кінь
key-leave-the-line = вийти з рядка
key-menu = меню
key-move = хід
key-move-the-cursor = рухати курсор
key-moves-in-the-next-notation = ходи в наступному записі
key-settings = налаштування
key-settings-remembered = налаштування (запам.)
key-new-game = нова гра
key-new-game-same-players = нова гра, ті самі гравці
key-next-start = далі
key-next-board-colours = наступні кольори дошки
key-no = ні
key-notation = нотація
key-offer-a-draw = запропонувати нічию
key-open = відкрити
key-page = сторінка
key-path = шлях
key-pause-clock = пауза
key-pick = вибрати
key-pick-then-its-destination = вибрати фігуру, потім її поле
key-queen = ферзь
key-quit = вихід
key-quit-asks-first = вийти (спершу запитає)
key-quit-at-once = вийти одразу
key-quit-now = вийти зараз
key-redo = повтор
key-redo-what-undo-took-back = повернути скасоване
key-rematch = реванш
key-rematch-colours-swapped = реванш: кольори навпаки
key-resign = здатися
key-rook = тура
key-row = рядок
key-change = змінити
key-save-and-back = зберегти й назад
key-rules = правила
key-run = виконати
key-run-the-line = виконати рядок
key-series = серія
key-start = почати
key-step = крок
key-step-back-forward = крок назад / вперед
key-step-back-forward-one-move-inside-a-series-too = на хід назад / вперед, і всередині серії
key-stop = стоп
key-stop-start-the-clock = зупинити / пустити годинник
key-stop-the-opponent-and-quit-asks-first = зупинити суперника й вийти (спершу запитає)
key-stop-the-opponent-and-take-back-your-turn = зупинити суперника й скасувати свій хід
key-stop-the-opponent-both-sides-at-this-keyboard-from-here = зупинити суперника: далі обидві сторони за цією клавіатурою
key-stop-the-search = зупинити пошук
key-take-back = скасувати
key-the-rules-of-this-game-with-diagrams = правила цієї гри, з діаграмами
key-the-start = початок
key-the-start-menu = головне меню
key-this-help = ця довідка
key-turn-the-board = повернути дошку
key-type = ввести
key-undo = назад
key-undo-a-move-or-a-series = скасувати хід (або серію)
key-undo-the-last-move = скасувати останній хід
key-what-the-opponent-attacks = що атакує суперник
key-wxf-file-numbers-or-a-i = номери WXF або a–i
key-yes = так

## Головне меню

menu-tagline = двоє гравців, одна клавіатура
menu-resume = Продовжити
menu-flickering = Мерехтливі шахи
menu-xiangqi = Сянці (китайські шахи)
menu-new-game = Нова гра: імена, годинник, комп'ютер
menu-setup = Розставити позицію
menu-load = Відкрити партію
menu-rules = Правила ігор
menu-lessons = Уроки
menu-practice = Задачі для тренування
menu-settings = Налаштування
menu-quit = Вийти

## Будь-який екран

too-small = Збільште термінал щонайменше до { $need } (зараз { $now }).

## Екран гри

panel-next = Далі:
help-title = Довідка — будь-яка клавіша закриває
help-keys = Клавіші
help-browsing = Перегляд попередніх позицій (лише читання)
help-mouse = миша
help-mouse-click = клацніть фігуру й поле

## Сторони, черги, шахи й результати (src/tui/words.rs). $side — white, black або red;
## $king — king або general.

side = { $side ->
    [white] Білі
    [red] Червоні
   *[black] Чорні
}
title-flickering = Мерехтливі шахи
title-xiangqi = Сянці
turn-series = серія { $number }{ $side ->
    [white] а
   *[black] б
}
turn-move = хід { $number }
turn-line = Хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
} · { $label }
to-move = Хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
check-in-check = Шах { $side ->
    [white] білим
    [red] червоним
   *[black] чорним
} ({ $king ->
    [general] генерал
   *[king] король
} на { $cell })
check-self-exposed = { side }: ваш { $king ->
    [general] генерал
   *[king] король
} під ударом вашого ж ходу в цій серії; завершуйте серію, лише коли він у безпеці
check-gives = { $king ->
    [general] Генерал
   *[king] Король
} { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
} на { $cell } під ударом цієї серії
browse-in-check = Шах { $side ->
    [white] білим
    [red] червоним
   *[black] чорним
}
browse-attacked = { $king ->
    [general] Генерал
   *[king] Король
} { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
} під ударом
end-checkmate = мат
end-stalemate = пат
end-repetition = триразове повторення позиції
end-perpetual-check = вічний шах з боку { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
end-mutual-perpetual-check = вічний шах з обох боків
end-perpetual-chase = вічне переслідування з боку { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
end-mutual-perpetual-chase = вічне переслідування з обох боків
end-idle-repetition = повторення позиції
end-club-limit = забагато шахів чи переслідувань поспіль з боку { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
end-insufficient-material = не лишилося атакувальних фігур
end-move-limit = правило 60 ходів
end-agreement = за згодою
end-resignation = { $side ->
    [white] білі
    [red] червоні
   *[black] чорні
} здалися
end-time = у { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
} скінчився час
result-win = Результат: перемогли { $side ->
    [white] білі
    [red] червоні
   *[black] чорні
} — { $reason }
result-draw = Результат: нічия — { $reason }

## Панель екрана гри

panel-browsing = Перегляд: { $caption } (лише читання)
panel-series-so-far = Ця серія: { $moves }
panel-moved = Ходили (*): { $cells }
panel-draw-offered = { side } пропонують нічию
panel-moves = Ходи
panel-moves-in = Ходи ({ $notation })
panel-earlier-lines = … ще { $count ->
    [one] { $count } рядок
    [few] { $count } рядки
   *[many] { $count } рядків
} вище
panel-clock-stopped = Годинник зупинено: p запускає
notation-standard = алгебраїчна
notation-wxf = WXF
notation-chinese = китайська
notation-seed = авторська
notation-coordinates = координатна

## Запитання в рядку повідомлень екрана гри ($other — сторона, що відповідає)

ask-accept-draw = { side } пропонують нічию. { $other ->
    [white] Білі
    [red] Червоні
   *[black] Чорні
}, погоджуєтеся? (y/n)
ask-resign = { side } здаються? (y/n)
ask-quit-autosave-failing = Вийти? Автозбереження не працює: ходи після останнього збереження пропадуть. (y/n)
ask-quit-autosaved = Вийти з гри? Її автозбережено: duochess play --resume продовжить. (y/n)
ask-quit-series-lost = Вийти? Розпочата серія пропаде, решту автозбережено. (y/n)
ask-quit-unsaved = Вийти з гри? Її не збережено. (y/n)
ask-replace-file = { $file } уже є. Замінити? (y/n)
ask-create-folder = Створити теку { $folder } і зберегти туди? (y/n)

## Команди після «:» у довідці (keys/game.rs COMMAND_HELP); кожен рядок тримає колонки.

cmd-a-series-e4-nf3-or-e2e4-g1f3-played-and-ended = серія       e4, Nf3  або  e2e4,g1f3 (зіграна й завершена;
cmd-a-final-comma-keeps-the-series-open-all-or = {"            "}кома в кінці лишає серію відкритою). Усе або
cmd-nothing-a-move-that-is-not-legal-or-a-series = {"            "}нічого: хід не за правилами чи серія, якій не можна
cmd-that-may-not-end-plays-nothing-and-says-why = {"            "}завершитися, нічого не грає й пояснює чому
cmd-undo-redo-one-move-inside-the-open-series-a-whole = undo/redo   один хід у відкритій серії; на її початку —
cmd-series-at-the-start-of-one = {"            "}уся попередня серія
cmd-a-move-h3e3-che3-c2-5-wxf-or = хід         h3e3, Che3, C2.5 (WXF) або 炮二平五
cmd-end-undo-redo-flip-theme-draw-resign-fen-help-quit = команди: end undo redo flip theme draw resign fen help quit
cmd-undo-redo-flip-theme-draw-resign-fen-wxf-files-help-quit = команди: undo redo flip theme draw resign fen wxf files help quit
cmd-save-path-load-path-a-game-file-a-bare-name-in-records-tab-completes = save ШЛЯХ · load ШЛЯХ   файл партії (лише назва — у records/; Tab доповнює)
help-commands = Команди після :
msg-series-so-far = Ця серія: { $moves } — ходіть далі або e, щоб завершити серію
keyname-any-key = будь-яка
keyname-text = текст

## Як далеко зайшла гра (пункт «Продовжити» головного меню, збереження й відкриття)

progress = { $count }, { $state }
progress-draw = нічия
winner = перемогли { $side ->
    [white] білі
    [red] червоні
   *[black] чорні
}
progress-to-move = хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}

## Помилки команд play і setup (їх читає гравець; вивід --json, check, perft, record
## лишається англійським)

cli-name-the-game = назвіть гру: duochess play flickering|xiangqi
cli-pieces-not-for-this-game = --pieces { $pieces } не підходить для цієї гри; візьміть --pieces { $other } або --pieces letters
cli-computer-plays-flickering = --computer грає лише в мерехтливі шахи: duochess play flickering --computer white|black
cli-engine-plays-xiangqi = --engine грає лише в сянці: duochess play xiangqi --engine ШЛЯХ
cli-engine-analyses-xiangqi = --engine аналізує лише сянці: duochess setup xiangqi --engine ШЛЯХ

## Повідомлення екрана гри ($who — назва сторони)

msg-no-clock = У цій грі немає годинника.
msg-clock-stopped = Годинник зупинено; p запускає його знову.
msg-clock-runs = Годинник знову йде.
msg-promotion-cancelled = Перетворення пішака скасовано.
msg-draw-declined = Нічию відхилено ({ $who })
msg-computer-declines-draw = Комп'ютер відхиляє нічию й грає далі.
msg-computer-accepts-draw = Комп'ютер погоджується на нічию.
msg-play-on = Граємо далі.
msg-not-saved-file-kept = Не збережено; файл лишився як був.
msg-not-saved-no-folder = Не збережено; теку не створено.
msg-took-back-move = Останній хід скасовано (U повертає його).
msg-took-back-series = Скасовано всю серію ({ $who }; U повертає її).
msg-one-notation = у цієї гри одна нотація
msg-notation = список ходів у нотації: { $notation }
job-hint = Шукаю підказку
msg-file-numbers-wxf = номери вертикалей WXF уздовж краю кожної сторони (c — знову a–i)
msg-file-numbers-letters = вертикалі a–i й горизонталі 1–10
msg-attacks-shown = показано { $cells ->
    [squares] поля
   *[points] пункти
}, які атакують { $who } (a ховає)
msg-attacks-hidden = загрози сховано
msg-browsing-series = Перегляд (лише читання): ←/→ хід, ↑/↓ серія, Home — початок, Esc — назад до гри
msg-browsing = Перегляд (лише читання): ←/→ крок, Home — початок, Esc — назад до гри
msg-nothing-to-browse = Немає попередніх позицій для перегляду.

## Відмови в ході мерехтливих шахів (flicker::Refusal, з самого значення). $role — king,
## queen, rook, bishop, knight, pawn; $side — white або black.

role = { $role ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
   *[pawn] пішак
}
refusal-nothing-played = { $why }; нічого не зіграно
refusal-move-of-series = Хід { $index } ({ $text }): { $why }
refusal-move-text = { $text }: { $why }
refusal-no-unit = на { $square } немає { $side ->
    [white] білої
   *[black] чорної
} фігури
refusal-already-moved = { role } на { $square } уже { $role ->
    [rook] ходила
   *[other] ходив
} у цій серії
refusal-captures-king = цей хід побив би короля на { $square }, а короля ніколи не б'ють
refusal-own-piece = на { $to } стоїть { $role ->
    [rook] ваша ж тура
   *[other] ваш же { role }
}
refusal-king-attacked = король не може стати на { $to }: його атакує { role } з { $attacker }
refusal-cannot-reach = { role } з { $from } не може піти на { $to }
refusal-blocked = { role } з { $from } не може піти на { $to }: шлях перекрито на { $block }
refusal-pawn-capture-empty = пішак б'є лише по діагоналі фігуру суперника (або на проході, коли це можливо); { $to } порожнє
refusal-castling = { $wing ->
    [king] коротка
   *[queen] довга
} рокіровка неможлива: { $reason }
refusal-promotion-needed = пішак дійшов до останньої горизонталі й мусить перетворитися: додайте q, r, b або n (наприклад, { $from }{ $to }q)
refusal-no-promotion = перетворюється лише пішак, що дійшов до останньої горизонталі
refusal-bad-promotion = пішак не може перетворитися на { $role ->
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
   *[pawn] пішака
}

## Екран налаштувань (src/tui/settings.rs) і що каже його закриття (root.rs)

settings-title = Налаштування
settings-language = Мова
settings-notation = Нотація
settings-pieces = Фігури
settings-theme = Кольори
settings-flip = Дошка
settings-auto-flip = Поворот
settings-clock = Годинник
settings-language-locale = за локаллю
settings-language-en = English
settings-language-uk = Українська
settings-notation-default = за мовою (українською — авторська)
settings-notation-algebraic = алгебраїчна
settings-notation-wxf = WXF (сянці)
settings-notation-chinese = китайська (сянці)
settings-notation-seed = авторська, Кр Ф Т С К (мерехтливі)
settings-notation-coordinates = координати (мерехтливі)
settings-pieces-symbols = символи ♔ 帥
settings-pieces-letters = літери K k
settings-theme-wood = дерево
settings-theme-high-contrast = високий контраст
settings-theme-mono = без кольорів
settings-theme-unchosen = { $name } (не вибрано: як каже NO_COLOR)
settings-flip-white = білі внизу
settings-flip-black = чорні внизу
settings-auto-flip-on = після кожного ходу
settings-auto-flip-off = ні
settings-clock-none = без годинника
settings-clock-value = { $clock } (хвилини + секунди на хід)
settings-saved-in = Зберігається в { $path }
settings-no-folder = Не зберігається: немає теки (задайте DUOCHESS_CONFIG_DIR)
settings-msg-no-folder = Налаштування діють, доки duochess не завершиться: немає теки, щоб їх зберегти.
settings-msg-saved = Налаштування збережено в { $path }.
settings-msg-saved-kept = Налаштування збережено в { $path }; старий файл, який не вдалося прочитати, лежить поруч як { $kept }.
settings-msg-not-saved = Налаштування не збережено: { $error }.

## Екран нової гри (src/tui/new_game.rs). $game — flickering або xiangqi (додаток
## нараховується за серію або за хід); $side — white, red або black.

newgame-title = Нова гра
newgame-start = ▶ Почати гру
newgame-game = Гра
newgame-clock = Годинник
newgame-opponent = Суперник
newgame-no-clock = без годинника
newgame-clock-preset = { $minutes }+{ $seconds }  (по { $minutes } хв, +{ $seconds } с за { $game ->
    [flickering] серію
   *[xiangqi] хід
})
newgame-clock-custom = свій: { $text }
newgame-hot-seat = обоє за цією клавіатурою
newgame-computer = комп'ютер грає { $side ->
    [white] білими
    [red] червоними
   *[black] чорними
}, рівень { $level }
newgame-help-game = ←→ мерехтливі шахи або сянці
newgame-help-name = Введіть ім'я гравця (без імені: «{ $name }»)
newgame-help-custom-clock = Введіть ХВИЛИНИ+СЕКУНДИ, напр. 7+3 (секунди додаються за { $game ->
    [flickering] серію
   *[xiangqi] хід
})
newgame-help-clock = ←→ без годинника, 1+0 … 15+10 або свій
newgame-help-opponent = ←→ обоє за цією клавіатурою або комп'ютер (рівень 1-5)
newgame-help-start = ⏎ або s починає гру
newgame-clock-malformed = «{ $text }» — не контроль часу: пишіть ХВИЛИНИ+СЕКУНДИ, напр. 10+5 (по 10 хвилин, +5 секунд за кожен хід), 3+2 або 5 (без додатка)
newgame-clock-too-long = контроль часу в { $minutes } хв задовгий (щонайбільше { $max } хв)
newgame-clock-increment-too-long = додаток у { $seconds } с задовгий (щонайбільше { $max } с)
newgame-clock-no-time = 0+0 не дає жодного часу: задайте хвилини або додаток, напр. 0+2 чи 5+0

## Список записів, «Відкрити партію» (src/tui/load.rs; заголовок — menu-load). $side —
## white, red або black.

load-records-in = Записи в { $folder }
load-no-data-folder = Немає теки даних: введіть шлях до запису.
load-no-records = Записів ще немає. Тут зберігаються завершені партії, а :save НАЗВА.pgn у грі зберігає партію сюди.
load-column-game = Гра
load-column-players = Гравці
load-column-saved = Збережено (UTC)
load-column-result = Результат
load-column-length = Довжина
load-column-file = Файл
load-game-flickering = Мерехтливі
load-game-xiangqi = Сянці
load-won = { $side ->
    [white] Білі виграли
    [red] Червоні виграли
   *[black] Чорні виграли
}
load-draw = Нічия
load-unfinished = Не завершена
load-cannot-open = { $name } не відкривається: { $problem }
load-file = Файл: { $name }
load-file-broken = Файл: { $name }, який не відкривається: { $problem }
load-or-a-path = Або шлях:
load-shown = { $first }–{ $last } з { $count } (PgUp/PgDn)
load-nothing-to-open = Тут немає запису, щоб відкрити: введіть шлях до нього (Tab доповнює) або Esc.
load-not-opened = { $why }. Нічого не змінено.

## Фрази, спільні для таблиць клавіш кількох екранів
key-mate = мат
key-other-game = інша гра
key-start-position = початок
key-start-of-the-game = початок

## Work in progress on any screen (src/words/jobs.rs): $what is the task, $seconds
## the time it has taken

job-status = { $what }… { $seconds } с (Esc — зупинити)
job-opponent-status = { $what }… { $seconds } с (Esc — удвох, u — скасувати)
job-stopped = { $what } — зупинено.
job-opponent = Хід суперника
job-puzzles = Створюю задачі «{ $kind }»
job-xiangqi-puzzles = Створюю задачі сянці «{ $kind }»

## A record's clock tag that cannot be read (src/words/clock.rs)

clock-bad-tag = [TimeControl "{ $text }"] — не СЕКУНДИ+СЕКУНДИ (напр. "600+5")

## A search starting, with its limits (src/words/jobs.rs)

job-started = { $what } ({ $limit })…

## The command line's --notation for Xiangqi (src/words/cli.rs)

cli-notation-is-for-flickering = --notation обирає запис ходів мерехтливих шахів; нотації сянці перемикає w у грі

## The terminal failing under the game (src/words/cli.rs)

cli-terminal-failed = помилка термінала: { $why }
