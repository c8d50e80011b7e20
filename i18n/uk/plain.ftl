### Рядковий режим для читачів екрана (`duochess play … --plain`, src/plain,
### src/words/plain.rs): цілі речення, по одному в рядку.

plain-start = { $game } рядками. Введіть хід, щоб зіграти його, або довідка — список команд.
plain-turn = Хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}, { $label }.
plain-piece-on = { game-piece } на { $cell }
plain-unit = { $cell } { game-piece } { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
plain-taken = { $kind ->
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [general] генерала
    [advisor] радника
    [elephant] слона
    [horse] коня
    [chariot] колісницю
    [cannon] гармату
    [soldier] пішака
   *[piece] фігуру
}
plain-move = { $taken ->
    [none] { game-piece } { $from } на { $to }
   *[other] { game-piece } { $from } б'є { $taken } на { $to }
}
plain-move-promotes = { $move }, перетворюється на { $promoted }
plain-move-castles = { $move }, рокіровка
plain-played = { side }: { $moves } ({ $notation }).
plain-series-goes-on = Серія поки що: { $moves }. Введіть ще ходи або кінець, щоб завершити серію.
plain-no-last = Ще нічого не зіграно.
plain-rank-words = Горизонталь { $rank }: { $units }.
plain-file-words = Вертикаль { $file }: { $units }.
plain-rank-empty = Горизонталь { $rank }: порожньо.
plain-file-empty = Вертикаль { $file }: порожньо.
plain-board-letters = Великі літери — фігури { $side ->
    [red] червоних
   *[white] білих
}, малі — чорних, крапка — порожнє поле.
plain-pieces = Фігури { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}: { $groups }.
plain-pieces-none = У { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
} немає фігур.
plain-can-go = { $piece } може піти на { $cells }.
plain-check = { $note }; атакують: { $attackers }.
plain-no-check = { $king ->
    [general] Генерал
   *[king] Король
} { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
} не під ударом.
plain-attacked-by = { side } атакують { $cell }: { $pieces }.
plain-not-attacked = { $cell } ніхто не атакує.
plain-clock = Годинник: { $first } { $first_left }, { $second } { $second_left }.
plain-clock-runs = Іде час { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}.
plain-clock-stopped = Годинник зупинено.
plain-time-left = { side }: лишилося { $seconds } секунд.
plain-ask-draw = { side } пропонують нічию. { $other }, приймаєте? Відповідайте так або ні.
plain-ask-resign = { side }, здаєтеся? Відповідайте так або ні.
plain-ask-replace = Файл { $path } уже є. Замінити його? Відповідайте так або ні.
plain-ask-folder = Теки { $path } немає. Створити її? Відповідайте так або ні.
plain-answer-yes-or-no = Відповідайте, будь ласка, так або ні.
plain-thinking = { $name } думає.
plain-opponent-series = { $name } зіграв свою серію за { $seconds } с.
plain-bye-autosaved = До побачення. Гру збережено в автозбереженні: duochess play --resume --plain продовжить її.
plain-bye-series-lost = Незавершену серію не збережено: зберігаються лише цілі серії.
plain-bye = До побачення.
plain-needs-square = Команді { $command } потрібне поле, наприклад { $command } e2.
plain-needs-line = Команді огляд потрібна вертикаль ({ $files }) або горизонталь ({ $ranks }), наприклад огляд e або огляд 4.
plain-not-a-square = { $text } — не поле цієї дошки.
plain-help-title = Команди (англійською чи українською); усе інше читається як ходи:
plain-help-moves = Хід або ціла серія, як у рядку «:», наприклад e4, Кf3 (кома в кінці лишає серію відкритою).
plain-help-board = дошка (board): позиція по горизонталях літерами; дошка слова (board words): словами.
plain-help-pieces = фігури (pieces): фігури кожного боку та їхні поля.
plain-help-scan = огляд ВЕРТИКАЛЬ або ГОРИЗОНТАЛЬ (scan): що стоїть на одній лінії, наприклад огляд e.
plain-help-last = останній (last): останній хід чи серія словами.
plain-help-clock = годинник (clock): скільки часу лишилося в обох.
plain-help-moves-of = ходи ПОЛЕ (moves): куди може піти фігура з цього поля; ходи ПОЛЕ ПОЛЕ пояснює, чому туди не можна.
plain-help-check = шах (check): чи атаковано короля, і чим.
plain-help-attacked = атака ПОЛЕ (attacked): які фігури атакують поле.
plain-help-end = кінець (end): завершити серію (мерехтливі шахи).
plain-help-undo = назад (undo), вперед (redo): скасувати й повернути.
plain-help-draw = нічия (draw): запропонувати нічию; здатися (resign): здатися.
plain-help-hint = підказка (hint): як вийти з-під шаху, або хід, над яким варто подумати.
plain-help-files = зберегти ШЛЯХ (save), відкрити ШЛЯХ (load): записати гру у файл або грати далі з файлу.
plain-help-fen = фен (fen): позиція у FEN.
plain-help-quit = довідка (help): цей список; вийти (quit): зупинитися, гра лишається в автозбереженні.
plain-no-moves = Фігура на { $cell } зараз не має можливих ходів; ходи { $cell } ПОЛЕ пояснить, чому вона не може піти на це поле.
plain-took-back-move = Останній хід скасовано (вперед повертає його).
plain-took-back-series = Скасовано всю серію ({ side }; вперед повертає її).

## Редактор позицій рядками (setup … --plain)

plain-editor-start = Редактор позицій для гри { $game } рядками. Введіть шах, щоб спитати, чи це мат, або довідка — список команд.
plain-editor-verdict = { $verdict }: { $why }
plain-editor-line = { $title }: { $moves }.
plain-editor-help-check = шах (check): чи це мат? Вердикт перевірки, чому, і рятівна серія, коли вона є.
plain-editor-help-mate = мат (mate), у сянці мат N: шукати мат для того, чий хід.
plain-editor-help-fen = фен FEN (fen): поставити позицію з FEN; просто фен називає FEN позиції.
plain-editor-help-look = дошка, дошка слова, фігури, огляд ВЕРТИКАЛЬ чи ГОРИЗОНТАЛЬ: подивитися на позицію.
plain-editor-help-play = грати (play): грати далі з цієї позиції рядками; вийти (quit): зупинитися.

## Задачі й уроки рядками (duochess practice --plain, lessons --plain).

plain-learn-practice-start = Задачі рядками. Введіть номер виду, щоб отримати задачу (друге число — складність від 1 до 5), або довідка — список команд. Види:
plain-learn-kind-row = { $number }. { $name }: { $task } Розв'язано { $solved } з { $tried }.
plain-learn-puzzle-head = Задача { $number }: { $kind }{ $difficulty ->
    [0] {""}
   *[other] , складність { $difficulty }
}.
plain-learn-reply = Суперник відповідає { $move }. Ваш хід.
plain-learn-hint = Підказка: відповідь починається з фігури на { $cell }.
plain-learn-no-hint-judge = У задачі «вердикт» підказки немає: відповідайте мат, пат або вихід.
plain-learn-what-next = Введіть далі — ще одна задача цього виду, або список — види задач.
plain-learn-choose-first = Спершу виберіть: введіть номер зі списку (список покаже його знову).
plain-learn-searching = Шукаю задачу; це може тривати кілька секунд.
plain-learn-practice-help = Команди: номер (і складність) вибирає вид; відповідь — уся серія або хід, як у грі (у задачі «вердикт» — мат, пат або вихід); дошка, дошка слова, фігури, огляд ВЕРТИКАЛЬ або ГОРИЗОНТАЛЬ показують позицію; підказка; далі; список; вийти.
plain-learn-lessons-start = Уроки рядками. Введіть номер уроку, щоб відкрити його, або довідка — список команд. Уроки:
plain-learn-lesson-row = { $number }. { $game }: { $title }.
plain-learn-lesson-how = Введіть відповідь: усю серію (мерехтливі шахи) або хід (сянці), як у грі; покажи зіграє розв'язок.
plain-learn-lessons-help = Команди: номер відкриває урок; відповідь вводять як у грі; дошка, дошка слова, фігури, огляд ВЕРТИКАЛЬ або ГОРИЗОНТАЛЬ показують позицію; покажи; далі; список; вийти.
plain-learn-full-screen-on-menu = Задачі й уроки на весь екран — у головному меню (duochess); додайте --plain, щоб отримати їх рядками.
plain-learn-answer-series = Введіть усю серію одним рядком, наприклад e4, Кf3; вона закінчиться сама.
plain-learn-answer-verdict = Введіть мат, пат або вихід.
plain-learn-answer-move = Введіть хід, як у грі, наприклад h3e3.
plain-learn-to-move = Хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}.
