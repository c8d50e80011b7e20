## learn: сторінки правил, уроки й тренування (src/tui/rules, src/tui/lessons.rs,
## src/tui/practice, src/tui/learn_words.rs). Довгий текст — багаторядкове
## повідомлення: рядки зливаються, порожній рядок починає новий абзац; екран сам
## переносить слова. Запис ходів — авторський: Кр Ф Т С К, взяття «:», 0-0, e8Ф.

## Таблиці клавіш цих екранів (src/tui/keys/rules.rs, lessons.rs, practice.rs):
## ідентифікатори — phrase_id("key", англійські слова таблиці)

key-next-page = наступна
key-previous = попередня
key-previous-page = попередня сторінка
key-the-rules-of-the-other-game = правила іншої гри
key-choose-a-lesson = вибрати урок
key-start-the-lesson = почати урок
key-the-other-game-s-lessons = уроки іншої гри
key-show-me = покажи
key-show-me-play-a-solution = покажи: зіграти розв'язок
key-again = знову
key-the-lesson-s-position-again = позиція уроку спочатку
key-next = далі
key-go-on-to-the-next-lesson = до наступного уроку
key-back-to-the-start-menu = до головного меню
key-list = список
key-back-to-the-list-of-lessons = до списку уроків
key-kind = вид
key-the-kind-of-puzzle = вид задачі
key-difficulty = складність
key-the-difficulty = складність задач
key-generate-puzzles-and-start = створити задачі й почати
key-stop-generating = зупинити створення
key-it-is-mate = це мат
key-stalemate = пат
key-it-is-stalemate = це пат
key-escape = вихід
key-there-is-a-way-out = вихід є
key-give-up = здатися
key-give-up-show-the-answer = здатися: показати відповідь
key-the-next-puzzle = наступна задача
key-the-missed-puzzles-again = пропущені задачі ще раз
key-back-to-choosing = до вибору задач
key-more = ще
key-scroll-the-answer-and-its-proof = гортати відповідь і доведення

## Сторінки правил: заголовок і підпис під діаграмою ($side — white, red або black:
## чий хід у позиції діаграми)

learn-rules-head = { $game } — правила, сторінка { $page } з { $count }
learn-rules-diagram = Діаграма: { $caption }
learn-rules-diagram-turn = Діаграма: { $caption } (хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
})

## Сторінки за їхніми ідентифікаторами: -title, текст, -caption (під діаграмою)

learn-rules-flickering-series-title = Хід — це серія
learn-rules-flickering-series =
    Дошка, фігури та їхні окремі ходи — ті самі, що й в ортодоксальних шахах. Інша лише
    черга: кожна сторона робить серію — один або кілька ходів поспіль.

    Кожна фігура ходить у серії щонайбільше один раз. Ви самі вирішуєте, якими фігурами
    ходити й у якому порядку, а будь-які можна лишити на місці. Пропустити серію не можна:
    у ній має бути хоча б один хід.

    Фігура, що на початку серії не мала ходу, може піти, щойно попередній хід тієї самої
    серії відкрив їй шлях.
learn-rules-flickering-series-caption = перша серія білих: 1а. e4, d4, Кf3

learn-rules-flickering-king-steps-title = Перше правило короля: під шах не ходить
learn-rules-flickering-king-steps =
    Король ніколи не стає на поле, яке в цю мить б'є фігура суперника, навіть якщо
    пізніший хід тієї самої серії зняв би загрозу.

    Тут тура б'є всю вертикаль d. Хід Крd2 заборонено, хоча наступний хід Сd3 закрив
    би d2. У зворотному порядку, Сd3, Крd2, серія правильна.

    Загрозу оцінюють так, ніби короля знято з його поля, тож король не може відступити
    вздовж лінії фігури, що його атакує.
learn-rules-flickering-king-steps-caption = спершу Крd2 — заборонено; Сd3, Крd2 — можна

learn-rules-flickering-king-ends-title = Друге правило короля: серію завершують у безпеці
learn-rules-flickering-king-ends =
    Посеред серії будь-який хід може на час відкрити вашого короля; зв'язана фігура теж
    може ходити. Оцінюють лише позицію, у якій ви завершуєте серію.

    Серію можна завершити після будь-якого ходу, якщо вашого короля тоді не атакує жодна
    фігура суперника. Поки його атакують, ходіть далі або скасуйте ходи цієї серії.

    Тут слон зв'язаний, та все ж Сb5, Кe2 — правильна серія: кінь знову прикриває
    короля до її кінця.
learn-rules-flickering-king-ends-caption = Сb5, потім Кe2 знову прикриває короля

learn-rules-flickering-never-captured-title = Короля ніколи не б'ють
learn-rules-flickering-never-captured =
    Жоден хід не може побити короля суперника. Фігура, що дала шах, може ходити далі
    своїми лініями, зокрема на поле, звідки шаху вже немає. Серія може лишити короля
    суперника під ударом скількох завгодно фігур; серія у відповідь мусить зняти всі
    загрози.

    Приклад автора: білі Сb2 і Тb1 проти короля на b8. Сc3+, Тb2 — правильна серія (як і
    Сc3+ з ходом тури на b3 … b7, a1 чи c1 … h1), а Т:b8 — ніколи.
learn-rules-flickering-never-captured-caption = після Сc3+ тура може піти на будь-яку точку

learn-rules-flickering-castling-title = Рокіровка: один хід двох фігур
learn-rules-flickering-castling =
    Рокіровка — це один хід, яким ходять дві фігури: і король, і тура вже зробили свій
    хід у цій серії.

    Вона можлива, коли жодна з них ще не ходила в партії, поля між ними порожні, король
    не під шахом, а поле, яке він перетинає, і поле, на яке стає, не під боєм — усе це в
    мить рокіровки.

    Тож шлях можна звільнити раніше в тій самій серії: Кf3, 0-0.
learn-rules-flickering-castling-caption = Кf3 звільняє шлях, потім 0-0

learn-rules-flickering-en-passant-title = Кілька взять на проході
learn-rules-flickering-en-passant =
    Пішака, що зробив подвійний хід, можна взяти на проході лише в найближчій серії
    суперника — пішаком, що стоїть поруч; той стає на пропущене поле. Пропущене поле має
    бути порожнім, а пішак — стояти там, де закінчив свій хід.

    В одній серії подвійний хід можуть зробити кілька пішаків; кожен дає окреме право, і
    всіма можна скористатися в одній серії у відповідь.

    Тут білі зіграли b4 і d4: чорні відповідають серією a:b3, c:d3.
learn-rules-flickering-en-passant-caption = a:b3 і c:d3 — обидва в одній серії

learn-rules-flickering-promotion-title = Кілька перетворень
learn-rules-flickering-promotion =
    Пішак, що дійшов до останньої горизонталі, тим самим ходом перетворюється на ферзя,
    туру, слона чи коня — на ваш вибір. Це та сама фігура, тож нова фігура вже зробила
    свій хід у цій серії.

    В одній серії можуть перетворитися кілька пішаків, кожен на фігуру за вашим вибором:
    тут b8Ф, c8К.
learn-rules-flickering-promotion-caption = два перетворення в одній серії

learn-rules-flickering-mate-title = Мат
learn-rules-flickering-mate =
    Подивіться на позицію перед початком серії. Якщо короля сторони, що ходить, атаковано
    і жодна правильна серія не знімає з нього загрози, цій стороні мат — вона програє.

    Порятунок може бути довгим і прихованим: автор попереджає, що навіть досвідчені
    гравці часом його не помічають, тож програма визначає мат точно, своїм розв'язувачем.

    Тут білого короля атакує слон, і після будь-якої серії білих король однаково
    лишається під ударом.
learn-rules-flickering-mate-caption = білим мат

learn-rules-flickering-stalemate-title = Пат
learn-rules-flickering-stalemate =
    Якщо короля сторони, що ходить, не атаковано, але вона не має жодної правильної
    серії, яку можна завершити, партія закінчується нічиєю — патом.

    Тут король чорних не може стати на a7, b7 чи b8, які б'є ферзь, а більше чорним
    ходити нічим.
learn-rules-flickering-stalemate-caption = пат — нічия

learn-rules-flickering-draws-title = Повторення, нічия за згодою, здача
learn-rules-flickering-draws =
    Повторення: коли та сама позиція (розстановка, черга ходу, права на рокіровку й на
    взяття на проході) утретє виникає на початку серії тієї самої сторони, партія одразу
    закінчується нічиєю. Початкова позиція — це перший раз.

    Нічия за згодою: кожен гравець може запропонувати нічию один раз за партію, будь-коли;
    суперник погоджується або відмовляється, а продовження гри — це відмова.

    Гравець може здатися будь-коли. Правила п'ятдесяти ходів та інших автоматичних
    нічиїх немає.

    Скасування серії знімає мат, пат чи повторення, до яких вона привела; здачу чи нічию
    за згодою воно не скасовує.

learn-rules-xiangqi-board-title = Дошка: пункти, річка й палаци
learn-rules-xiangqi-board =
    Фігури стоять на пунктах, де перетинаються лінії: 9 вертикалей від a до i і 10
    горизонталей від 1 до 10 з боку червоних. Першими ходять червоні.

    Між 5-ю і 6-ю горизонталями тече річка: вона зупиняє слонів, а пішак, що її перейшов,
    може ходити й убік.

    У кожної сторони є палац із дев'яти пунктів із прокресленими діагоналями: вертикалі
    d–f на горизонталях 1–3 у червоних і 8–10 у чорних. Генерал і радники ніколи його не
    покидають.
learn-rules-xiangqi-board-caption = початкова позиція

learn-rules-xiangqi-pieces-title = Фігури
learn-rules-xiangqi-pieces =
    Генерал: один крок уздовж лінії, у межах палацу. Радник: один крок по діагоналі, у
    межах палацу.

    Слон: два кроки по діагоналі, ніколи через річку. Кінь: один крок уздовж лінії, потім
    один по діагоналі назовні.

    Колісниця: на будь-яку відстань уздовж лінії, як тура. Гармата: ходить як колісниця,
    б'є стрибком.

    Пішак: один крок уперед, а за річкою — також убік. Він ніколи не ходить назад і не
    перетворюється.

    Усі фігури, крім гармати, б'ють так само, як ходять.

learn-rules-xiangqi-legs-and-eyes-title = Нога коня й око слона
learn-rules-xiangqi-legs-and-eyes =
    Кінь не стрибає: якщо сусідній пункт у першому напрямку зайнятий (це його «нога»),
    цей шлях закрито.

    Слон теж не стрибає: якщо пункт між його початковим і кінцевим пунктами зайнятий (це
    його «око»), цей хід закрито.

    Тут пішак на e6 займає пункт «ноги» коня: d7 і f7 закриті, решта шість пунктів
    відкриті.
learn-rules-xiangqi-legs-and-eyes-caption = нога на e6 закриває d7 і f7

learn-rules-xiangqi-cannon-title = Заслін гармати
learn-rules-xiangqi-cannon =
    Гармата ходить як колісниця, але б'є лише стрибком рівно через одну фігуру будь-якого
    кольору — заслін — на фігуру суперника за нею.

    Тут пішак на e6 — заслін: гармата б'є колісницю на e8. Самого пішака вона побити не
    може.
learn-rules-xiangqi-cannon-caption = гармата б'є на e8 через заслін на e6

learn-rules-xiangqi-flying-general-title = Шах і «летючий генерал»
learn-rules-xiangqi-flying-general =
    Хід заборонено, якщо після нього генерал того, хто ходить, під ударом.

    Два генерали ніколи не можуть стояти на одній вертикалі без жодної фігури між ними:
    генерал б'є по відкритій вертикалі, як колісниця.

    Тут гармата стоїть між генералами, тож ходити може лише вертикаллю e: піди вона
    деінде — генерали опинилися б віч-на-віч.
learn-rules-xiangqi-flying-general-caption = гармата не може покинути вертикаль

learn-rules-xiangqi-stalemate-title = Без ходів — поразка
learn-rules-xiangqi-stalemate =
    Сторона, якій нема чим ходити, програє — і під шахом (мат), і без шаху (пат), на
    відміну від ортодоксальних шахів, де пат — нічия.

    Тут чорним не шах, але d9 б'є колісниця, а e10 — «летючий генерал»: ходів у чорних
    немає, і вони програють.

    Коли в жодної сторони не лишилося ні колісниці, ні коня, ні гармати, ні пішака,
    партія закінчується нічиєю.
learn-rules-xiangqi-stalemate-caption = чорним пат: червоні перемагають

learn-rules-xiangqi-perpetual-title = Вічний шах і вічне переслідування
learn-rules-xiangqi-perpetual =
    Сторона, що шахує кожним ходом повторення, дає вічний шах і програє. Сторона, що
    кожним ходом знову нападає на ту саму незахищену фігуру (або на сильнішу), веде вічне
    переслідування й програє.

    Коли позиція виникає втретє, програма попереджає гравця, чий хід може її повторити;
    учетверте — виносить рішення за ходами від її першої появи.

    Якщо обидві сторони шахують чи обидві переслідують — нічия; якщо одна шахує, а інша
    переслідує, програє та, що шахує. Будь-яке інше повторення — нічия.

    Генерали й пішаки ніколи не переслідують, а пішаків на своєму боці річки не
    переслідують.

learn-rules-xiangqi-draws-title = Нічия за згодою і здача
learn-rules-xiangqi-draws =
    Гравець може запропонувати нічию — суперник погоджується або відмовляється — і може
    здатися будь-коли.

    Обмеження кількості ходів за замовчуванням немає. Скасування ходу знову відкриває
    партію, що вже закінчилася.

## Уроки (src/tui/lessons.rs) за їхніми ідентифікаторами: -title та завдання

learn-lesson-never-captured-title = Короля ніколи не б'ють
learn-lesson-never-captured =
    Білий слон стоїть між своєю турою і чорним королем. Зіграйте слоном, щоб відкрити шах
    турою, а потім зіграйте й турою — куди завгодно, тільки не на короля: короля ніколи
    не б'ють.

learn-lesson-two-checks-title = Два шахи, одна серія
learn-lesson-two-checks =
    Вашого короля атакують водночас тура і слон. Жоден окремий хід не рятує від обох:
    звільніть короля від обох шахів однією серією.

learn-lesson-castle-after-clearing-title = Звільніть шлях — і рокіруйтеся
learn-lesson-castle-after-clearing =
    Для рокіровки всі поля між королем і турою мають бути порожні в мить рокіровки.
    Звільніть шлях і зробіть рокіровку — усе в цій серії.

learn-lesson-two-en-passant-title = Два пішаки на проході
learn-lesson-two-en-passant =
    Остання серія чорних просунула два пішаки, кожного на два поля. На кожен подвійний хід
    можна відповісти взяттям на проході в найближчій серії: візьміть обох пішаків у цій.

learn-lesson-no-stepping-into-check-title = Король не ходить під шах
learn-lesson-no-stepping-into-check =
    Приведіть короля на d2. Слон із g5 стежить за d2, і король не може туди стати, навіть
    якщо пізніший хід серії закрив би поле: спершу закрийте d2, потім ідіть королем.

learn-lesson-pinned-piece-title = Зв'язана фігура ходить посеред серії
learn-lesson-pinned-piece =
    Вашого слона на e2 зв'язала тура з e8, та він може побити ферзя на b5: усередині
    серії ваш король може на час лишитися відкритим. Побийте ферзя й знову прикрийте
    короля до кінця серії.

learn-lesson-hidden-rescue-title = Порятунок, який пропускають і досвідчені
learn-lesson-hidden-rescue =
    Ваш король на a4 під шахом, і всі поля довкола здаються під боєм. Вихід є: знайдіть
    серію, що звільнить короля.

learn-lesson-horse-legs-title = Нога коня
learn-lesson-horse-legs =
    Кінь ходить на один пункт прямо, потім на один по діагоналі назовні; фігура на тому
    першому пункті (його «нога») його зупиняє. Оголосіть шах конем.

learn-lesson-elephant-eyes-title = Око слона
learn-lesson-elephant-eyes =
    Слон ходить на два пункти по діагоналі, і лише якщо пункт посередині (його «око»)
    порожній. Побийте слоном коня на e3.

learn-lesson-cannon-screens-title = Заслін гармати
learn-lesson-cannon-screens =
    Гармата ходить як колісниця, але б'є лише стрибком рівно через одну фігуру — свій
    заслін. Побийте колісницю своєю гарматою.

learn-lesson-flying-general-title = Генерали не стоять віч-на-віч
learn-lesson-flying-general =
    Два генерали ніколи не можуть стояти на одній вертикалі без фігур між ними. Ваш кінь
    на e5 — єдина фігура між ними. Виграйте колісницю на d7.

learn-lesson-stalemate-loses-title = Пат програє
learn-lesson-stalemate-loses =
    У сянці гравець, якому нема чим ходити, програє — під шахом чи ні. Лишіть генерала
    чорних без ходів, не оголошуючи шаху.

## Екран уроків

learn-lessons-head = Уроки — { $game }
learn-lesson-of = Урок { $number } з { $count }
learn-this-series = Ця серія: { $series }
learn-lesson-passed = Чудово: серія робить те, що треба.
learn-lesson-not-yet-series = Ще ні: { $why }. Скасуйте ходи або почніть спочатку.
learn-lesson-not-yet-move = Ще ні: { $why }. Хід скасовано: спробуйте інший.
learn-lesson-shown = Це один із розв'язків: почніть спочатку й спробуйте самі.
learn-lesson-a-solution = Розв'язок: { $series }
learn-lesson-move-refused = { $move }: { $why }
learn-lesson-cannot-set-up = урок не вдається розставити: { $problem }
learn-lesson-other-position = серія починається не з позиції уроку
learn-play-a-series-first = спершу зіграйте серію

## Чому урок не зараховано (practice::lessons::Unmet, practice::xiangqi_lessons::Unmet)

learn-unmet-no-castling = у серії немає рокіровки
learn-unmet-too-few-en-passant = у серії взять на проході: { $made }, а урок просить { $wanted }
learn-unmet-king-elsewhere = король завершує серію на { $found }, а не на { $wanted }
learn-unmet-unit-stays = фігура з { $square } не ходить
learn-unmet-no-capture = фігура з { $from } не б'є на { $on }
learn-unmet-bad-square = урок називає поле, якого немає: { $square }
learn-xiangqi-piece-asked = { $kind ->
    [general] генерала
    [advisor] радника
    [elephant] слона
    [horse] коня
    [chariot] колісниці
    [cannon] гармати
   *[soldier] пішака
}
learn-xiangqi-unmet-other-piece = урок просить ходу { $wanted }, а не { $moved }
learn-xiangqi-unmet-no-capture = хід не б'є на { $point }
learn-xiangqi-unmet-no-check = хід не оголошує шаху
learn-xiangqi-unmet-is-check = суперникові шах, а це не пат
learn-xiangqi-unmet-opponent-can-move = у суперника ще є хід
learn-xiangqi-unmet-bad-point = урок називає пункт, якого немає: { $point }

## Серія, яку не можна завершити (flicker::CannotEnd); фігура ($role — king … pawn) і
## переліки фігур

learn-series-cannot-end = серію не можна завершити: { $why }
learn-nothing = ніщо

## Екран тренування (src/tui/practice): вибір

learn-practice-head = Тренування — задачі з мерехтливих шахів і сянці
learn-practice-xiangqi = Сянці:
learn-kind-escape = порятунок
learn-kind-mate-in-one = мат за серію
learn-kind-judge = вердикт
learn-xiangqi-kind-mate-in-one = мат в 1 хід
learn-xiangqi-kind-mate-in-two = мат у 2 ходи
learn-xiangqi-kind = сянці, { $kind }
learn-task-escape = Вам шах: зіграйте серію, що звільнить короля, і завершіть її.
learn-task-mate-in-one = Зіграйте серію, після якої суперникові мат, і завершіть її.
learn-task-judge = Мат, пат чи є вихід? Відповідайте клавішею.
learn-xiangqi-task-mate-in-one = Сянці: виграйте за один хід (лишіть суперника без ходів).
learn-xiangqi-task-mate-in-two = Сянці: виграйте за два ходи, хай як захищається суперник; його найкращу відповідь програма зіграє сама.
learn-column-difficulty = складність
learn-column-solved = розв'язано
learn-column-tried = спроб
learn-column-streak = поспіль
learn-column-best = рекорд
learn-difficulty-any = будь-яка
learn-missed-count = Пропущено задач: { $count }, їх можна спробувати ще раз
learn-generator-lost = Генератор задач зупинився, не давши відповіді.
learn-stopped-generating = Створення задач зупинено.
learn-no-missed = Немає пропущених задач, щоб спробувати ще раз.
learn-puzzle-cannot-set-up = задачу не вдається розставити: { $problem }
learn-generate-difficulty = складність має бути від 1 до { $max } (5 — це п'ять і більше), а не { $got }
learn-generate-exhausted = знайдено лише { $found } з { $wanted } задач «{ $kind }» серед { $candidates } позицій-кандидатів; попросіть менше задач або іншу складність
learn-xiangqi-exhausted = знайдено лише { $found } з { $wanted } задач сянці «{ $kind }» серед { $candidates } позицій-кандидатів; попросіть менше задач

## Задача на дошці

learn-puzzle-of = Задача { $number } з { $count } · { $kind }
learn-puzzle-score = складність { $difficulty } · поспіль { $streak } · розв'язано { $solved } з { $tried }
learn-played = Зіграно: { $moves }
learn-solved = Розв'язано: { $moves }.
learn-answer-series = розв'язок: { $moves }
learn-missed-because = Не вийшло: { $why }. Відповідь — { $answer }.
learn-the-answer = Відповідь — { $answer }.
learn-right = Правильно: { $why }.
learn-missed = Помилка: { $why }.
learn-truth-way-out = вихід є: { $moves } — хід за ходом на дошці
learn-truth-mate = це мат (чому — нижче й на дошці)
learn-truth-stalemate = це пат: шаху немає, і жодну серію не можна завершити (чому — нижче)
learn-truth-is = це { $verdict ->
    [mate] мат
    [stalemate] пат
   *[escape] вихід
}
learn-proof-on-board = Доведення на дошці: { $shown } з { $count } { $count ->
    [one] ходу
   *[other] ходів
}
learn-proof-marks = Позначки: + король і ті, хто шахує; червоне — під ударом; ( ) — ваші фігури.
learn-xiangqi-missed-because = Не вийшло: { $why }. Відповідь: { $moves }.
learn-xiangqi-the-answer = Відповідь: { $moves }.

## Чому відповідь не зараховано (practice::Refused, practice::xiangqi_puzzle::XiangqiRefused)

learn-refused-not-mate = не мат: суперник рятується серією { $rescue }
learn-refused-stalemate = це пат (нічия), а не мат: суперникові не шах, і в нього немає жодної правильної серії
learn-refused-wrong-verdict = це не { $said ->
    [mate] мат
    [stalemate] пат
   *[escape] вихід
}: { $truth ->
    [mate] у позиції мат
    [stalemate] у позиції пат
   *[escape] з позиції є вихід
}
learn-refused-other-position = серія починається не з позиції задачі
learn-refused-wants-verdict = задача «{ $kind }» чекає вердикту: мат, пат чи вихід
learn-refused-wants-series = задача «{ $kind }» чекає серії
learn-xiangqi-no-win = після { $move } суперник ще може ходити: перемоги немає
learn-xiangqi-escapes = суперник рятується ходом { $reply }: примусової перемоги ще за { $left ->
    [one] { $left } хід
    [few] { $left } ходи
   *[many] { $left } ходів
} немає
learn-xiangqi-other-position = цей хід не з позиції задачі

## Чому в позиції мат чи пат (practice::proof::MateProof): $king, $square — поля;
## $by — перелік фігур ($count — скільки їх); $role — king … pawn

learn-proof-mate-head = Шах, і король на { $king } не може відступити:
learn-proof-stalemate-head = Шаху немає, але король на { $king } не може відступити:
learn-proof-attacked = { $square }: під ударом — { $by }
learn-proof-own = { $square }: там стоїть { $role ->
    [rook] ваша тура
   *[other] ваш { role }
}
learn-proof-own-covered = { $square }: там стоїть { $role ->
    [rook] ваша тура
   *[other] ваш { role }
}, а поле під ударом — { $by }
learn-proof-defended = { $square }: там { role } суперника під захистом — { $by }
learn-proof-enemy-king = { $square }: там стоїть король суперника
learn-proof-check-from = Шах дає { $checker }:
learn-proof-no-capture = жодна ваша фігура не може її побити
learn-proof-takes = { $unit } б'є її ({ $move }), але королю далі { $count ->
    [one] загрожує
   *[other] загрожують
} { $by }
learn-proof-no-block = закритися не можна (між ними немає полів)
learn-proof-none-reaches = жодна ваша фігура не стане на { $squares }
learn-proof-blocks = { $unit } закриває шах ({ $move }), але королю далі { $count ->
    [one] загрожує
   *[other] загрожують
} { $by }
learn-proof-stuck = { $unit }: ходів немає
learn-proof-exposes = { $unit }: кожен із { $moves } { $moves ->
    [one] ходу
   *[other] ходів
} відкриває короля — { $by }
learn-proof-solver = Розв'язувач перебрав усі серії: жодна не лишає короля в безпеці.

## Файл результатів тренувань (src/tui/practice/progress.rs); $reason — fields, kind,
## number, count (замало полів, невідомий вид, не число, не чотири числа)

learn-progress-read = не вдається прочитати результати тренувань { $path }: { $problem }
learn-progress-broken = файл результатів тренувань { $path } зіпсований у рядку { $line } ({ $reason ->
    [fields] замало полів
    [kind] невідомий вид задачі
    [number] не число
   *[count] потрібно чотири числа
}); його лишено як є, і результати цього сеансу не зберігаються
learn-progress-write = не вдається зберегти результати тренувань: { $problem }

## A rules page's diagram that cannot be drawn (a mistake in the pages' data)

learn-rules-diagram-unreadable = Цю діаграму не вдається намалювати.
