## help: довідка `duochess --help` і кожної команди (src/cli/help.rs). Англійський
## текст — власний текст clap; тут його переклад під тими самими id. Назви
## параметрів (--fen), імена значень (<FEN>) і самі значення (flickering, uk)
## лишаються як їх набирають.

## Заголовки й примітки clap
help-cli-heading-usage = Виклик:
help-cli-heading-commands = Команди:
help-cli-heading-arguments = Аргументи:
help-cli-heading-options = Параметри:
help-cli-default = [типово: { $value }]
help-cli-alias = [інша назва: { $aliases }]
help-cli-possible-values-mark = [можливі значення: { $values }]
help-cli-possible-values = Можливі значення:

## Прапорці й команда довідки clap
help-cli-flag-help-short = Показати довідку (докладніше — з «--help»)
help-cli-flag-help-long = Показати довідку (коротко — з «-h»)
help-cli-flag-help = Показати довідку
help-cli-flag-version = Показати версію
help-cli-command-help = Показати цю довідку або довідку названих команд

## duochess
help-cli-about = Мерехтливі шахи й сянці у терміналі: двоє гравців за однією клавіатурою
help-cli-theme-start = Кольори дошки на початковому екрані й у тому, що з нього відкривають (типово: без кольорів, якщо задано NO_COLOR)
help-cli-theme-default = Дерев'яна дошка, фігури зі слонової кістки й чорного дерева (типово; без кольорів, якщо задано NO_COLOR)
help-cli-theme-high-contrast = Яскравіші кольори, вищий контраст
help-cli-theme-colour-blind = Кольори, які розрізняють і дальтоніки (протанопія, дейтеранопія, тританопія)
help-cli-theme-mono = Без кольорів: лише форми й позначки
help-cli-lang = Мова екранів (типово: з LC_ALL / LC_MESSAGES / LANG)
help-cli-lang-everywhere = Мова екранів і того, що друкують команди (типово: з файлу налаштувань, інакше з LC_ALL / LC_MESSAGES / LANG)

## play
help-cli-play = Зіграти партію у терміналі: двоє гравців за однією клавіатурою
help-cli-play-game = Гра (з --load чи --resume її можна не називати: її скаже запис)
help-cli-game-flickering = Мерехтливі шахи: гравець ходить серією ходів, кожна фігура — щонайбільше раз
help-cli-game-xiangqi = Сянці (китайські шахи)
help-cli-fen-start = Почати з цієї позиції
help-cli-play-load = Грати далі із запису партії (у стилі PGN, як записує :save)
help-cli-play-resume = Грати далі автозбережену незакінчену партію
help-cli-play-pieces = Позначення фігур: unicode|letters (шахи), hanzi|letters (сянці)
help-cli-play-hanzi = Сянці: ці фігури — ієрогліфами, решта — літерами, щоб вивчати знаки поступово: K генерал, A охоронець, E слон, H кінь, R колісниця, C гармата, P пішак, як-от --hanzi K,R
help-cli-pieces-unicode = Шахові символи ♔♕♖♗♘♙ (лише шахи; типово для шахів)
help-cli-pieces-hanzi = Традиційні ієрогліфи 帥 仕 相 … (лише сянці; типово для сянці)
help-cli-pieces-letters = Літери: великі — Білі/Червоні, малі — Чорні (обидві гри)
help-cli-play-theme = Кольори дошки (T у грі вмикає наступні)
help-cli-play-notation = Мерехтливі шахи: нотація списку ходів (w у грі вмикає наступну); набирати ходи можна в будь-якій
help-cli-notation-san = Англійська алгебраїчна: `1a. Bc3+, Rb2` (типово)
help-cli-notation-seed = Авторська: `1а. Сc3+, Тb2`, фігури Кр Ф Т С К, взяття `:`
help-cli-notation-coordinates = Координати: `1a. b2c3, b1b2`
help-cli-flip = Показати дошку з боку Чорних
help-cli-play-auto-flip = Повертати дошку після кожного ходу, щоб сторона, яка ходить, була внизу
help-cli-play-computer = Мерехтливі шахи: за цю сторону грає комп'ютер
help-cli-play-level = Рівень комп'ютера, від 1 (новачок) до 7 (найсильніший); типово 4 (клубний гравець)
help-cli-play-engine = Сянці: за одну сторону грає рушій UCI (Fairy-Stockfish, Pikafish)
help-cli-play-engine-plays = Сторона, за яку грає рушій
help-cli-play-engine-time = Час рушія на обдумування ходу, у мілісекундах
help-cli-play-engine-level = Сила рушія, задана через його власний параметр сили (рівень майстерності чи рейтинг)
help-cli-play-clock = Грати з годинником: хвилини кожному + секунди, що додаються за кожен завершений хід (серію Мерехтливих шахів, хід сянці), напр. 10+5, 3+2 або 5
help-cli-play-white = Ім'я гравця за Білих (у сянці — за Червоних; --red — те саме)
help-cli-play-black = Ім'я гравця за Чорних
help-cli-play-plain = Грати звичайними рядками для читача екрана чи сценарію: без малювання й кольору, цілі речення зі стандартного введення і на стандартне виведення (також через канали)
help-cli-play-no-plain = Повноекранна гра, навіть коли у файлі налаштувань вибрано рядковий режим (plain)

## setup
help-cli-setup = Розставити позицію у терміналі (від початкової чи з FEN), проаналізувати її й грати з неї
help-cli-setup-pieces = Позначення фігур: літери або власні символи гри (типово)
help-cli-setup-theme = Кольори дошки
help-cli-setup-engine = Сянці: рушій UCI, якого аналіз питає про оцінку (`e`)
help-cli-setup-engine-time = Час рушія на одну оцінку, у мілісекундах
help-cli-setup-plain = Питання редактора звичайними рядками для читача екрана чи сценарію (чи це мат, пошук мату), а тоді гра з позиції

## perft
help-cli-perft = Порахувати листки дерева дозволених ходів (перевірка генератора ходів)
help-cli-variant-chess = Звичайні шахи (по одному ходу): основа Мерехтливих шахів
help-cli-perft-fen = Початкова позиція (типово: початкова позиція варіанта)
help-cli-perft-depth = Глибина в ходах (Мерехтливі шахи: у серіях; визначено лише глибину 1)
help-cli-perft-divide = Вивести кількість під кожним першим ходом, а тоді загальну
help-cli-perft-unique = Мерехтливі шахи: рахувати різні позиції, що виходять, а не серії
help-cli-perft-progress = Мерехтливі шахи: показувати поступ у стандартному потоці помилок, навіть коли це не термінал (у терміналі його видно завжди)

## check
help-cli-check = З'ясувати, чи стороні, яка ходить, мат, пат, чи гра триває
help-cli-fen-position = Позиція (типово: початкова)
help-cli-check-batch = Файл з одним FEN у рядку; виводиться по одному об'єкту JSON у рядку
help-cli-check-json = Вивести по одному об'єкту JSON на позицію
help-cli-check-moves = Ходи, які спершу зіграти через сесію гри, у будь-якій нотації, яку читає рядок `:` (сянці: h3e3, Пhe3, C2.5, 炮二平五; Мерехтливі шахи: e2e4, Кf3, Nf3, `,` усередині серії, пробіл між серіями)
help-cli-check-mate-in-one = Мерехтливі шахи: шукати серію, що ставить супернику мат
help-cli-check-mate-in = Сянці: шукати найкоротший вимушений виграш щонайбільше за N ходів (1-5) сторони, яка ходить, і вивести варіант

## best
help-cli-best = Мерехтливі шахи: серія, яку зіграв би комп'ютер
help-cli-engine-game-flickering = Мерехтливі шахи (вбудований рушій)
help-cli-best-time = Час на серію в мілісекундах (типово: як на рівні)
help-cli-best-level = Сила від 1 (новачок) до 7 (найсильніший) (типово 4)
help-cli-best-seed = Зерно вибору серед майже рівноцінних серій: те саме зерно — та сама серія (типово: щоразу нове)
help-cli-best-json = Вивести один об'єкт JSON

## record
help-cli-record = Прочитати запис партії (у стилі PGN, будь-якої з двох ігор) і вивести те, що попросили
help-cli-record-load = Файл запису
help-cli-record-fen = Вивести кінцеву позицію у FEN
help-cli-record-pgn = Вивести запис знову, упорядкований (теги, пронумеровані ходи, результат)
help-cli-record-format = З --pgn: формат ходів запису сянці (типово iccs, який читають інші програми сянці)
help-cli-record-format-iccs = [Game "Chinese Chess"], [Format "ICCS"], ходи на кшталт h2e2 (горизонталі 0-9)
help-cli-record-format-wxf = [Format "WXF"], ходи на кшталт C2.5
help-cli-record-format-chinese = [Format "Chinese"], ходи на кшталт 炮二平五
help-cli-record-format-algebraic = [Variant "xiangqi"], алгебраїчні ходи на кшталт Hg8 (давніші записи duochess)

## review
help-cli-review = Розібрати зіграну партію (запис будь-якої з двох ігор): пропущені й дозволені мати кожного ходу, оцінку після нього і кращий вибір
help-cli-review-file = Файл запису
help-cli-review-json = Вивести по одному об'єкту JSON на серію чи хід
help-cli-review-screen = Відкрити екран розбору замість друку (крок за кроком по ходах, дошка, графік оцінки)
help-cli-review-engine = Сянці: програма-рушій UCI (Fairy-Stockfish, Pikafish) оцінює кожен хід
help-cli-review-time = Час на роздуми над позицією в мілісекундах: рушія (типово 200) або, у мерехтливих шахах, комп'ютера, не більше (типово 800)

## puzzles
help-cli-puzzles = Створити задачі Мерехтливих шахів (порятунок, мат однією серією, вердикт), кожну доведено розв'язувачем
help-cli-puzzles-variant = Гра: flickering (escape, mate-in-one, judge) або xiangqi (mate-in-one, mate-in-two)
help-cli-puzzles-kind = Вид задачі
help-cli-kind-escape = Стороні, яка ходить, шах: знайдіть серію, що звільняє короля
help-cli-kind-mate-in-one = Знайдіть серію, після якої супернику мат
help-cli-kind-judge = Мат, пат чи є вихід?
help-cli-kind-mate-in-two = Сянці: вимушений виграш за два ходи (і жодного за один)
help-cli-puzzles-count = Скільки задач (від 1 до 10000)
help-cli-puzzles-difficulty = Мерехтливі шахи, від 1 до 5: довжина найкоротшої серії, що рятує (escape, judge), або серії, що матує (mate-in-one); 5 — п'ять і більше. Без параметра — будь-яка. (Складність задачі сянці — кількість її ходів.)
help-cli-puzzles-seed = Те саме зерно — ті самі задачі
help-cli-puzzles-json = По одному об'єкту JSON у рядку: {"{"}"fen","kind","difficulty","solution","tags"{"}"}
help-cli-puzzles-progress = Показувати поступ у стандартному потоці помилок, навіть коли це не термінал (у терміналі його видно завжди)
help-cli-host = Запросити на гру через мережу: на екрані буде рядок, який ваш друг набирає, щоб приєднатися (`duochess join ADDRESS:PORT CODE`)
help-cli-host-game = Гра, на яку ви запрошуєте
help-cli-host-port = Порт, який слухати (0 — будь-який вільний; його видно на екрані)
help-cli-host-colour = Ваш бік
help-cli-host-colour-white = Білі (Мерехтливі шахи) або червоні (сянці): ходять першими
help-cli-host-colour-black = Чорні: ходять другими
help-cli-host-colour-red = Червоні (сянці): те саме, що white
help-cli-host-colour-random = Навмання
help-cli-net-name = Ваше ім'я, як його побачать друг і запис партії
help-cli-join = Приєднатися до гри через мережу за адресою й кодом з екрана господаря
help-cli-join-address = Де господар, як показує його екран: ADDRESS:PORT
help-cli-join-code = Код приєднання з екрана господаря (напр. 482-915-337)
