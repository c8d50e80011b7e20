## files: messages of this area (one file per area keeps merges apart)
## Збереження, відкриття, список записів, автозбереження, файл налаштувань.

## Системна помилка: за її видом (англійською — слова самої системи)
files-io = { $kind ->
        [not-found] немає такого файлу чи теки
        [permission-denied] доступ заборонено
        [read-only] файлова система лише для читання
        [storage-full] на диску немає місця
        [already-exists] такий файл уже є
        [is-a-directory] це тека
        [not-a-directory] частина шляху — не тека
        [busy] файл зайнятий
        [name-too-long] задовга назва
        [links] забагато символьних посилань
        [interrupted] перервано
        [address-in-use] цю адресу й порт уже зайнято (їх слухає інша програма)
        [address-not-available] такої адреси на цьому комп'ютері немає
        [connection-refused] з'єднання відхилено: там ніхто не слухає
        [connection-closed] інший бік закрив з'єднання чи канал
        [timed-out] час очікування вичерпано
        [unreachable] мережа чи комп'ютер недосяжні
        [os] помилка системи (код { $code })
       *[other] помилка введення-виведення
    }
files-at-line = рядок { $line }:{" "}

## Сховище (record::store::StoreError)
files-no-data-dir = не знайдено теки для збережених партій: задайте HOME, XDG_DATA_HOME або DUOCHESS_DATA_DIR
files-cannot-write = не вдалося записати { $path }: { $why }
files-cannot-read = не вдалося прочитати { $path }: { $why }
files-already-exists = { $path } уже є
files-not-regular = { $path } — { $kind ->
        [folder] тека, а не звичайний файл
        [link] символьне посилання, а не звичайний файл
        [fifo] іменований канал, а не звичайний файл
        [socket] сокет, а не звичайний файл
        [device] пристрій, а не звичайний файл
       *[other] не звичайний файл
    }; його не { $use ->
        [read] прочитано
        [replaced] замінено
       *[lock] взято за файл блокування
    }
files-no-folder = не вдалося записати { $path }: теки { $folder } немає
files-too-large = { $path } більший за { $mb } МБ, завеликий для запису; його не прочитано
files-not-text = { $path } — не текст: байт { $offset } не в UTF-8; його не прочитано
files-autosave-kept = автозбереження { $path } не вдалося ні прочитати, ні відкласти вбік ({ $why }; під час перенесення: { $moving }); його не перезаписано
files-all-slots-busy = усі місця автозбереження в { $dir } зайняті іншими запущеними duochess
files-unreadable-link = { $name } — символьне посилання

## Що тека даних каже гравцеві
files-note-other-copy = Автозбереження в { $root } уже використовує інший запущений duochess; цей зберігає в { $file }.
files-note-moved-aside = Автозбереження не вдалося прочитати ({ $why }); його відкладено як { $kept }.
files-autosave-off = Автозбереження вимкнено: { $why }

## Текст запису (record::PgnError)
files-pgn-not-text = рядок { $line }: запис — не текст (байт { $byte } неприпустимий)
files-pgn-bad-tag = рядок { $line }: хибна пара тегу: { $reason }
files-tag-not-bracketed = очікується [Назва "значення"]
files-tag-no-value = очікуються назва і значення в лапках
files-tag-bad-name = назва тегу має складатися з літер, цифр або '_'
files-tag-not-quoted = значення має бути в подвійних лапках
files-tag-bad-escape = після '\' у значенні має бути '\' або '"'
files-tag-bare-quote = '"' усередині значення пишуть як \"
files-pgn-duplicate-tag = рядок { $line }: тег [{ $name }] трапляється двічі
files-pgn-unterminated-comment = рядок { $line }: незакритий коментар ('{"{"}' без '{"}"}')
files-pgn-dangling-comma = рядок { $line }: кома має з'єднувати два ходи однієї серії
files-pgn-text-after-result = рядок { $line }: '{ $text }' після результату партії
files-pgn-empty = у записі немає ні тегів, ні ходів

## Гра запису (record::LoadError)
files-unknown-variant = { $at }невідомий варіант "{ $variant }": duochess грає "Flickering" і "xiangqi"
files-no-variant = у записі немає тегу [Variant]: додайте [Variant "Flickering"] або [Variant "xiangqi"]
files-bad-fen = { $at }тег [FEN] не задає придатної позиції: { $reason }
files-unknown-format = { $at }невідомий формат ходів [Format "{ $format }"]: duochess читає "ICCS", "WXF" і "Chinese"
files-not-iccs = це не хід у форматі ICCS: пишіть його як h2e2 (вертикалі a–i, горизонталі 0–9 від боку червоних)
files-illegal-move = { $at }хід { $number } { $text }{ $of }: { $reason } (перед ним прочитано { $read })
files-move-of-series = {" "}({ $index }-й хід серії)
files-read-before = { $count ->
        [0] нічого
        [one] { $count } хід
        [few] { $count } ходи
       *[many] { $count } ходів
    }
files-game-already-over = партію вже було закінчено ({ $reason })
files-record-error = { $path }: { $why }

## Збереження, відкриття, продовження (record::autosave::PersistError)
files-no-record-format = { $game }: для цієї гри немає формату запису; зберігаються лише Мерехтливі шахи й Сянці
files-wrong-game = у { $path } партія гри «{ $found }», а не «{ $wanted }»
files-no-autosave = у { $dir } немає автозбереженої партії; почніть її командою duochess play flickering (або xiangqi)
files-bad-autosave = автозбережену партію { $path } не вдалося прочитати ({ $why }); її лишено як є
files-no-path = вкажіть шлях: :{ $command } ШЛЯХ (наприклад, :{ $command } партія.pgn)

## Після автозбереження (record::autosave::SaveNote)
files-kept-unfinished = Попередню незавершену партію збережено як { $path }{ $replaced ->
        [yes] , замість збереженої раніше
       *[no] {""}
    }.
files-kept-unparsed = Попереднє автозбереження, яке не читається як запис, збережено як { $path }.
files-kept-finished = Партію збережено як { $path }.
files-autosave-paused = Автозбереження призупинено: попереднє автозбереження не вдалося зберегти ({ $why }). Скористайтеся :save ШЛЯХ.
files-autosave-failed = Автозбереження не вдалося ({ $why }); гра триває. :save ШЛЯХ збереже її.

## :save, :load, Tab
files-saved = Збережено { $unit ->
        [series] { $count ->
            [one] { $count } серію
            [few] { $count } серії
           *[many] { $count } серій
        }
       *[moves] { $count ->
            [one] { $count } хід
            [few] { $count } ходи
           *[many] { $count } ходів
        }
    } у { $path }
files-saved-replaced = {" "}(попередній файл замінено)
files-saved-series-not-in-it = ; розпочатої серії в ньому не буде, доки вона не скінчиться
files-summary = { $game }, { $progress }
files-loaded-path = Відкрито { $path }: { $summary }
files-resumed-autosave = Продовжено автозбережену партію: { $summary }
files-resumed = Продовжено: { $summary }
files-nothing-to-resume = Незавершеної партії не автозбережено.
files-autosave-gone = Автозбереженої партії вже немає.
files-tab-cycle = { $index } з { $count }: Tab — далі, ⏎ — відкрити
files-tab-nothing = У { $folder } немає файлу чи теки, назва яких починається з "{ $prefix }".
files-tab-names = { $count } { $count ->
        [one] назва
        [few] назви
       *[many] назв
    }: { $names }{ $more }; ще Tab — по черзі
files-tab-more = {" "}і ще { $more }

## Файл налаштувань (config::ConfigError, config::ConfigNote)
files-no-config-dir = не знайдено теки для налаштувань: задайте HOME, XDG_CONFIG_HOME або DUOCHESS_CONFIG_DIR
files-config-malformed = файл налаштувань { $path } хибний ({ $at }{ $known ->
        [yes] { $text }
       *[no] не вдалося розібрати
    })
files-config-folder = не вдалося створити теку налаштувань { $path }: { $why }
files-config-not-kept = файл налаштувань { $path } хибний, і його не вдалося відкласти вбік ({ $why }); його не перезаписано
files-config-not-remembered = Налаштування не запам'ятовуються: { $why }.
files-config-defaults-used = { $why }; діють типові налаштування, а файл лишився як був.

## Запуск гри
files-needs-terminal = duochess потребує інтерактивного термінала (для скриптів є check, perft і record)
files-read-before-it = перед ним прочитано: { $moves }
files-resumed-newest = Продовжено найновішу з { $count } автозбережених партій, що підходять: { $summary }. Пункт «Продовжити» в меню показує кожну.
