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

## Головне меню

menu-tagline = за однією клавіатурою, проти комп'ютера чи через мережу
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
menu-network = Гра через мережу: запросити або приєднатися
menu-quit = Вийти
menu-help-title = Головне меню — інші клавіші закривають

## Будь-який екран

too-small = Збільште термінал щонайменше до { $need } (зараз { $now }).

## Екран гри

panel-next = Далі:
help-title = Довідка — інші клавіші закривають
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
panel-clock-waits = Годинник піде з ходом (p: зараз)
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
}, погоджуєтеся? (т/н)
ask-computer-offers-draw = Комп'ютер пропонує нічию: за { $series } { $series ->
    [one] серію
    [few] серії
   *[many] серій
} ніхто нічого не взяв і жоден пішак не зрушив, а позицію він оцінює як рівну. Погоджуєтеся? (т/н)
ask-resign = { side } здаються? (т/н)
ask-quit-autosave-failing = Вийти з гри? Автозбереження не працює: ходи після останнього збереження пропадуть.
ask-quit-autosaved = Вийти з гри? Її збережено: «Продовжити» в меню грає далі.
ask-quit-series-lost = Вийти з гри? Розпочата серія пропаде, решту збережено для «Продовжити» в меню.
ask-quit-unsaved = Вийти з гри? Її не збережено.
ask-replace-file = { $file } уже є. Замінити? (т/н)
ask-create-folder = Створити теку { $folder } і зберегти туди? (т/н)
ask-start-engine = Цю партію грали проти рушія { $program }, якого цього разу не обирали. Запустити його? (т/н)

help-commands = Команди після : (Tab доповнює назви)
msg-series-so-far = Ця серія: { $moves } — ходіть далі або e, щоб завершити серію

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
cli-engine-reviews-xiangqi = --engine розбирає лише партії в сянці: партію мерехтливих шахів оцінює комп'ютер (--time МС дає йому більше часу)

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
settings-plain = Рядковий режим
settings-language-locale = за локаллю
settings-language-en = English
settings-language-uk = Українська
settings-notation-default = за мовою (українською — авторська)
settings-notation-algebraic = алгебраїчна
settings-notation-wxf = WXF (сянці)
settings-notation-chinese = китайська (сянці)
settings-notation-seed = авторська: Кр Т С К…
settings-notation-coordinates = координати (мерехтливі)
settings-pieces-symbols = символи ♔ 帥
settings-pieces-letters = літери K k
settings-pieces-hanzi = ієрогліфи для { $kinds }, решта — літери
pieces-style-unknown = «{ $text }» — не спосіб показу фігур: symbols, letters або hanzi: і фігури, як-от hanzi:K,R
pieces-style-letter = «{ $text }» — не літера фігури сянці: K A E H R C P (hanzi:K,R)
settings-theme-wood = дерево
settings-theme-high-contrast = високий контраст
settings-theme-colour-blind = для дальтоніків
settings-theme-mono = без кольорів
settings-theme-unchosen = { $name } ({ $by ->
    [no-color] не вибрано: як каже NO_COLOR
   *[default] не вибрано: типові
})
settings-flip-white = білі внизу
settings-flip-black = чорні внизу
settings-auto-flip-on = після кожного ходу
settings-auto-flip-off = ні
settings-clock-none = без годинника
settings-plain-off = ні
settings-plain-on = так, з наступного запуску duochess play
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
}, рівень { $level } ({ $name })
newgame-help-game = ←→ мерехтливі шахи або сянці
newgame-help-name = Введіть ім'я гравця (без імені: «{ $name }»)
newgame-help-custom-clock = Введіть ХВИЛИНИ+СЕКУНДИ, напр. 7+3 (секунди додаються за { $game ->
    [flickering] серію
   *[xiangqi] хід
})
newgame-help-clock = ←→ без годинника, 1+0 … 15+10 або свій
newgame-help-opponent = ←→ обоє за цією клавіатурою або комп'ютер (рівні 1-7)
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

## Стос екранів: вихід з екрана, гортання тексту, початок партії
# Де гортаний текст: останній показаний рядок і скільки їх усього.
scroll-more-below = ↓ далі · { $seen }/{ $total }
scroll-more-both = ↑↓ ще · { $seen }/{ $total }
scroll-at-end = ↑ кінець · { $seen }/{ $total }
game-msg-clock-start = { $white } проти { $black }, годинник { $clock }. Час іде: { $mover } (p зупиняє).
menu-game-not-started = Партію не вдалося почати: { $why }
ask-quit-nothing-played = Вийти з гри? У ній ще не зіграно жодного ходу.

## Work in progress on any screen (src/words/jobs.rs): $what is the task, $seconds
## the time it has taken

job-status = { $what }… { $seconds } с (Esc — зупинити)
job-opponent-status = { $what }… { $seconds } с (Esc — удвох, u — скасувати)
job-stopped = { $what } — зупинено.
job-opponent = Хід суперника
job-puzzles = Створюю задачі «{ $kind }»
job-review = Розбираю партію: { $done } з { $total } ходів
job-xiangqi-puzzles = Створюю задачі сянці «{ $kind }»

## A record's clock tag that cannot be read (src/words/clock.rs)

clock-bad-tag = [TimeControl "{ $text }"] — не СЕКУНДИ+СЕКУНДИ (напр. "600+5")

## A search starting, with its limits (src/words/jobs.rs)

job-started = { $what } ({ $limit })…

## The command line's --notation for Xiangqi (src/words/cli.rs)

cli-notation-is-for-flickering = --notation обирає запис ходів мерехтливих шахів; нотації сянці перемикає w у грі

## The terminal failing under the game (src/words/cli.rs)

cli-terminal-failed = помилка термінала: { $why }

## Рівні комп'ютера (src/words/opponent.rs) на екрані нової гри: $level — номер,
## $name — назва рівня, $about — як він грає.

newgame-help-level = Рівень { $level }, { $name }: { $about }
level-name-1 = новачок
level-name-2 = учень
level-name-3 = любитель
level-name-4 = клубний гравець
level-name-5 = сильний
level-name-6 = експерт
level-name-7 = найсильніший
level-about-1 = одна фігура за серію, часто не бачить мату
level-about-2 = здебільшого одна фігура, пропускає пів матів
level-about-3 = короткі серії, пропускає третину матів
level-about-4 = кілька фігур за серію, часом хибить
level-about-5 = повні серії, бачить вашу відповідь
level-about-6 = зважує ваші відповіді, хибить зрідка
level-about-7 = без помилок, думає весь відведений час
menu-more-in-progress = { $count ->
    [one] Ще { $count } незавершена партія — у «Відкрити партію».
    [few] Ще { $count } незавершені партії — у «Відкрити партію».
   *[other] Ще { $count } незавершених партій — у «Відкрити партію».
}
load-in-progress = Триває
load-in-progress-file = Незавершена партія, автозбережена в { $path }

## Рядки рушія (сянці) і підказок на екрані нової гри.
newgame-engine = рушій UCI
newgame-engine-path = Рушій
newgame-engine-side = Грає
newgame-engine-time = Час/хід
newgame-engine-level = Сила
newgame-hints = Підказки
newgame-engine-plays = { $side ->
    [white] білими
    [red] червоними
   *[black] чорними
}
newgame-engine-movetime = { $seconds } с на хід
newgame-engine-level-value = { $level } з 5, { $name }
newgame-hints-on = увімкнено
newgame-hints-off = вимкнено
newgame-engine-path-none = введіть шлях
newgame-engine-no-path = Введіть шлях до програми-рушія UCI, напр. /usr/games/fairy-stockfish, і ⏎, щоб перевірити її
newgame-engine-answered = ✓ { $name } відповідає; сила: { $setting }
newgame-help-engine-opponent = ←→ обоє за цією клавіатурою або рушій UCI, напр. Fairy-Stockfish
newgame-help-engine-path = Введіть шлях до рушія; ⏎ перевіряє, чи він відповідає за UCI
newgame-help-engine-side = ←→ за кого грає рушій
newgame-help-engine-time = ←→ скільки рушій думає над ходом
newgame-help-engine-level = ←→ { $name }: { $setting }
newgame-help-hints = ←→ чи дає t підказки в цій партії
engine-level-beginner = новачок
engine-level-casual = любитель
engine-level-club = клубний гравець
engine-level-expert = експерт
engine-level-full = повна сила
engine-strength-skill = Skill Level { $value }
engine-strength-elo = UCI_Elo { $value }
engine-strength-unlimited = UCI_LimitStrength вимкнено (повна сила)
engine-strength-none = параметра сили немає: завжди повна сила
engine-strength-unchecked = через його Skill Level або UCI_Elo
engine-refused = Це не рушій UCI, що може грати: { $why }

## The review screen (a finished game or record, turn by turn)
review-screen-title = Розбір · { $game }
review-screen-running = Esc зупиняє розбір (розібрані ходи залишаться).
review-screen-stopping = Зупиняю розбір…
review-screen-opened = Відкрито розбір, збережений поруч із записом.
review-screen-not-kept = Не вдалося зберегти розбір поруч із записом: { $why }
review-screen-engine = Оцінює рушій { $engine }{ $from ->
    [given] {" "}(заданий через --engine)
    [recorded] {" "}(той, проти якого грали цю партію)
    [settings] {" "}(з налаштувань)
   *[other] {""}
}
review-screen-no-engine = Без рушія: лише мати, знайдені пошуком мату.
review-screen-no-turns = У записі немає ходів для розбору.
review-screen-board-played = { $game ->
    [flickering] Дошка: зіграна серія
   *[other] Дошка: зроблений хід
}
review-screen-board-missed = { $game ->
    [flickering] Дошка: пропущена матова серія
   *[other] Дошка: пропущений мат
}
review-screen-board-allowed = Дошка: мат суперника, який це дозволило
review-screen-board-better = { $game ->
    [flickering] Дошка: серія комп'ютера
   *[other] Дошка: хід рушія
}
review-screen-graph = Оцінка (вгору — краще для { $side ->
    [red] червоних
   *[other] білих
})
review-screen-help-title = Розбір: клавіші й позначки
review-mark-heading = Позначки в списку ходів:
review-mark-missed = #?  пропущено мат
review-mark-allowed = #!  дозволено мат
review-mark-inaccuracy = ?!  неточність
review-mark-mistake = ?   помилка
review-mark-blunder = ??  груба помилка
review-mark-undecided = …   не вирішено (пошук зупинився на своїх межах)
review-mark-graph = Графік: оцінка після кожного ходу; ▲ позначає показаний хід.
