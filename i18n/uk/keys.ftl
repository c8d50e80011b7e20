# Слова таблиць клавіш (src/tui/keys): повідомлення кожного запису — слова рядка
# клавіш; його атрибут .help, де він є, — слова довідки.

## Клавіші, названі словами

keyname-other-key = інші
keyname-letter = літера
keyname-text = текст

## Екран гри (src/tui/keys/game.rs)

key-game-stop = стоп
    .help = зупинити пошук
key-game-hot-seat = удвох
key-game-opponent-back = суперник знову
    .help = зупинити суперника: далі обидві сторони за цією клавіатурою
key-game-take-back-thinking = скасувати
    .help = зупинити суперника й скасувати свій хід
key-game-quit-thinking = вихід
    .help = вийти з гри (спершу запитає)
key-game-run = виконати
    .help = виконати рядок
key-game-leave-line = скасувати
    .help = вийти з рядка
key-game-complete = доповнити
    .help = доповнити назву команди або шлях після save чи load (ще раз — наступне)
key-game-erase = стерти
    .help = стерти символ
key-game-type = хід або команда (help їх перелічує)
    .help = хід, серія або команда
key-game-queen = ферзь
key-game-rook = тура
key-game-bishop = слон
key-game-knight = кінь
key-game-cancel-promotion = скасувати
    .help = скасувати хід
key-game-browse-step = крок
    .help = крок назад / вперед
key-game-browse-move = хід
    .help = на хід назад / вперед, і всередині серії
key-game-browse-series = серія
    .help = до початку серії / до наступної
key-game-browse-start = початок
    .help = початок
key-game-browse-end = до гри
    .help = повернутися до гри
key-game-cursor = курсор
    .help = рухати курсор
key-game-pick = вибрати
    .help = вибрати фігуру, потім її поле
key-game-end-series = кінець серії
    .help = завершити серію
key-game-undo-series = назад
    .help = скасувати хід (або серію)
key-game-undo = назад
key-game-ask-take-back = попросити повернути хід
    .help = скасувати останній хід
key-game-command = команда
    .help = хід, серія або команда
key-game-help = довідка
    .help = ця довідка
key-game-browse = перегляд
    .help = переглянути попередні позиції
key-game-quit-asks = вихід
    .help = вийти з гри (спершу запитає)
key-game-pause = пауза
    .help = зупинити / пустити годинник
key-game-flip = поворот
    .help = повернути дошку
key-game-hint = підказка
    .help = підказка: порятунок або хід
key-game-attacks = загрози
    .help = що атакує суперник
key-game-redo = повтор
    .help = повернути скасоване
key-game-draw = нічия
    .help = запропонувати нічию
key-game-resign = здатися
key-game-settings = налаштування
    .help = налаштування (запам.)
key-game-notation = нотація
    .help = ходи в наступному записі
key-game-file-numbers = номери вертикалей
    .help = номери WXF або a–i
key-game-theme = кольори
    .help = наступні кольори дошки
key-game-copy = копіювати
    .help = копіювати FEN чи запис
key-game-first-position = початкова позиція
    .help = переглядати від початку
key-game-cancel = скасувати
    .help = зняти вибір
key-game-leave = меню
    .help = до меню (спершу запитає)
key-game-quit-over = вихід
    .help = вийти з програми
key-game-quit-now = вийти зараз
    .help = вийти одразу
key-game-new-game = нова гра
    .help = нова гра, ті самі гравці
key-game-rejoin = повернутися
    .help = знову приєднатися до гри через мережу (та сама адреса й код)
key-game-rematch = реванш
    .help = реванш: кольори навпаки
key-game-menu = меню
    .help = головне меню

## Редактор позиції (src/tui/keys/editor.rs)

key-editor-stop = стоп
    .help = зупинити пошук
key-editor-run = виконати
    .help = виконати рядок
key-editor-leave-line = скасувати
    .help = вийти з рядка
key-editor-erase = стерти
    .help = стерти символ
key-editor-complete = доповнити
    .help = доповнити назву команди (ще раз — наступна)
key-editor-type = команда (help їх перелічує)
    .help = команда
key-editor-step = крок
    .help = пройти серію хід за ходом
key-editor-ends = кінці
    .help = на її початок / кінець
key-editor-analysis-mate = мат (≤3 с)
    .help = пошук мату (до 3 с)
key-editor-analysis-mate-xiangqi = пошук мату
    .help = мат за N ходів
key-editor-mate-depth = глибина
    .help = глибина мату N (1-5)
key-editor-engine = рушій
    .help = оцінка й варіант рушія
key-editor-notation = нотація
    .help = наступний запис ходів
key-editor-analysis-play = грати звідси
    .help = грати з цієї позиції
key-editor-analysis-back = правити
    .help = назад до редагування
key-editor-flip = поворот
    .help = повернути дошку
key-editor-copy-fen = копіювати FEN
    .help = копіювати FEN у буфер
key-editor-cursor = курсор
    .help = рухати курсор
key-editor-put = поставити
    .help = поставити фігуру (літери вище)
key-editor-remove = прибрати
    .help = прибрати фігуру
key-editor-analyse = аналіз
    .help = аналіз (Esc — назад)
key-editor-play = грати
    .help = грати з цієї позиції
key-editor-command = команда
    .help = команда (див. нижче)
key-editor-help = довідка
    .help = ця довідка
key-editor-leave = меню
    .help = до головного меню
key-editor-quit-now = вихід
    .help = вийти одразу
key-editor-clear = очистити
    .help = очистити дошку
key-editor-undo = назад
    .help = скасувати останню зміну
key-editor-redo = повтор
    .help = повернути скасоване
key-editor-start = початок
    .help = початкова позиція
key-editor-side = черга
    .help = змінити чергу ходу
key-editor-castling = рокіровка
    .help = рокіровка (на куті тури)
key-editor-en-passant = на проході
    .help = поле взяття на проході
key-editor-mate = мат
    .help = пошук мату (до 3 с)
key-editor-mate-xiangqi = мат
    .help = мат за N ходів
key-editor-other-game = інша гра
    .help = розставити іншу гру

## Екрани довідки (src/tui/keys/help.rs)

key-help-scroll = гортати
key-help-rules = правила
    .help = правила гри з діаграмами
key-help-close = закрити довідку
    .help = закриває довідку
key-help-quit-now = вийти зараз
    .help = вийти одразу

## Головне меню та його список «Відкрити партію» (src/tui/keys/menu.rs)

key-menu-choose = вибір
key-menu-start = почати
key-menu-quit = вихід
key-menu-help = довідка
    .help = ця довідка
key-menu-by-number = за номером
key-menu-page = сторінка
key-menu-open = відкрити
key-menu-complete = доповнити
key-menu-erase = стерти
key-menu-back = назад
key-menu-path = шлях

## Екран нової гри (src/tui/keys/new_game.rs)

key-newgame-row = рядок
key-newgame-change = змінити
key-newgame-next = далі
key-newgame-start = почати
key-newgame-erase = стерти
key-newgame-type = ввести
key-newgame-menu = меню
key-newgame-quit = вихід

## Сторінки правил (src/tui/keys/rules.rs)

key-rules-next = наступна
key-rules-previous = попередня
    .help = попередня сторінка
key-rules-other-game = інша гра
    .help = правила іншої гри
key-rules-scroll = гортати
key-rules-back = назад
key-rules-quit-now = вихід
    .help = вийти одразу

## Уроки (src/tui/keys/lessons.rs)

key-lessons-choose = вибір
    .help = вибрати урок
key-lessons-start = почати
    .help = почати урок
key-lessons-other-game = інша гра
    .help = уроки іншої гри
key-lessons-show-me = покажи
    .help = покажи: зіграти розв'язок
key-lessons-again = знову
    .help = позиція уроку спочатку
key-lessons-next = далі
    .help = до наступного уроку
key-lessons-scroll = гортати
    .help = гортати текст уроку
key-lessons-menu = меню
    .help = до головного меню
key-lessons-list = список
    .help = до списку уроків
key-lessons-quit-now = вихід
    .help = вийти одразу

## Задачі (src/tui/keys/practice.rs)

key-practice-kind = вид
    .help = вид задачі
key-practice-difficulty = складність
    .help = складність задач
key-practice-start = почати
    .help = створити задачі й почати
key-practice-stop = стоп
    .help = зупинити створення
key-practice-mate = мат
    .help = це мат
key-practice-stalemate = пат
    .help = це пат
key-practice-escape = вихід
    .help = вихід є
key-practice-give-up = здатися
    .help = здатися: показати відповідь
key-practice-next = далі
    .help = наступна задача
key-practice-again = знову
    .help = пропущені задачі ще раз
key-practice-more = ще
    .help = гортати відповідь і доведення
key-practice-menu = меню
    .help = до головного меню
key-practice-back = вибір
    .help = до вибору задач
key-practice-quit-now = вихід
    .help = вийти одразу

## Екран налаштувань (src/tui/keys/settings.rs)

key-settings-row = рядок
key-settings-change = змінити
key-settings-save-and-back = зберегти й назад
key-settings-quit = вихід

## Відповіді на запитання: клавіші відповіді — перші літери її слова в кожній мові
## (tui::keys::Key::Word), тож слова одного запитання мають починатися по-різному

answer-yes = так
answer-no = ні
answer-menu = меню
    .help = до головного меню
answer-quit = вийти
answer-stay = залишитися
    .help = залишитися тут
key-ask-quit-now = вийти зараз
    .help = вийти одразу

## Рядок довідки про розкладки клавіатури

help-layouts = Літери діють і в українській розкладці: у — як e, г — як u

## Команди рядка «:» (play::commands): довідка кожної команди; cmd-arg-* — позначки
## їхніх аргументів, cmd-text-* — що ще приймає рядок, cmd-error-* — що каже
## помилковий рядок

cmd-arg-path = ШЛЯХ
cmd-arg-fen = FEN
cmd-arg-side = w|b
cmd-arg-castling = KQkq|-
cmd-arg-squares = e3 [c3]|-
cmd-arg-depth = N
cmd-arg-copy = pgn
cmd-arg-copy-fen = FEN
cmd-end = завершити серію
cmd-undo = скасувати хід
cmd-redo = повернути скасоване
cmd-draw = запропонувати нічию
cmd-resign = здатися
cmd-hint = порятунок або що зіграти
cmd-attacks = що атакує суперник
cmd-notation = ходи в наступному записі
cmd-fen = показати FEN
cmd-fen-read = показати чи прочитати FEN
cmd-clear = очистити дошку
cmd-start = початкова позиція
cmd-side = черга ходу
cmd-castle = права рокіровки
cmd-ep = поля взяття на проході
cmd-analyse = аналіз позиції
cmd-mate = мат за серію (до 3 с)
cmd-mate-depth = мат за N (1-5) ходів
cmd-play = грати з цієї позиції
cmd-game = розставити іншу гру
cmd-files = номери WXF або a–i
cmd-flip = повернути дошку
cmd-theme = наступні кольори дошки
cmd-copy = копіювати FEN (pgn — запис партії)
cmd-copy-fen = копіювати FEN
cmd-save = записати партію у файл
cmd-load = відкрити файл партії
cmd-help = ця довідка
cmd-quit-game = вийти з гри (поки вона триває, спершу запитає)
cmd-quit = вийти
cmd-text-series = e4, Nf3 або e2e4,g1f3 — серія (з комою в кінці — відкрита), усе або нічого
cmd-text-move = h3e3, Che3, C2.5 (WXF) або 炮二平五: хід
cmd-text-move-check = h3e3, Che3, C2.5 або 炮二平五: чи можливий цей хід, а якщо ні — чому
cmd-error-unknown = Команди { $word } тут немає (Tab доповнює назву, ? — перелік)
cmd-error-other-screen = Команда { $name } — для { $screen ->
    [editor] редактора позиції
   *[game] гри
}
cmd-error-other-game = Команда { $name } — лише для { $game ->
    [flickering] мерехтливих шахів
   *[xiangqi] сянці
}
cmd-error-takes-nothing = Після команди { $name } нічого не треба
cmd-error-usage = Команда { $name } пишеться так: { $usage } ({ $help })

## The review screen
key-review-step = хід
    .help = попередній або наступний хід
key-review-other-line = інший варіант
    .help = дошка показує наступний варіант ходу: зіграний, пропущений мат, дозволений мат, кращий вибір
key-review-editor = редактор
    .help = відкрити позицію перед ходом у редакторі, щоб проаналізувати її
key-review-back = назад
key-review-stop = зупинити
    .help = зупинити розбір (розібрані ходи залишаться)
key-review-ends = перший/останній
    .help = перший або останній хід
key-review-again = розібрати знову
key-review-flip = перевернути
    .help = перевернути дошку
key-review-help = довідка
    .help = ця довідка
key-review-quit-now = вихід
    .help = вийти одразу
key-game-review = розбір
    .help = розібрати цю партію: пропущені й дозволені мати, оцінка, кращі ходи
key-menu-review = розбір
    .help = розібрати вибраний запис
