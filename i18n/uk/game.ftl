## game: messages of this area (one file per area keeps merges apart)
## Відмови й повідомлення екрана гри. $side — white, black або red; $king — king або
## general; $name — назва сторони з великої літери.

## Фігури обох ігор ($kind: king … pawn, general … soldier; piece — фігура без назви)

game-piece = { $kind ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [general] генерал
    [advisor] радник
    [elephant] слон
    [horse] кінь
    [chariot] колісниця
    [cannon] гармата
    [soldier] пішак
   *[piece] фігура
}
game-and = { $first } і { $last }
game-role-on = { role } на { $square }

## Відмови екрана гри (src/tui/port.rs GameError)

game-refusal-over = гру закінчено ({ $reason }); ходів більше немає
game-refusal-no-text = введіть хід або серію, наприклад e4, Кf3
game-refusal-off-board = такого поля на дошці немає
game-refusal-cannot-move = { game-piece } з { $from } не може піти на { $to }
game-refusal-no-such-promotion = таке перетворення неможливе
game-refusal-not-coordinates = «{ $text }» — неможливий тут хід (тут ходи пишуть координатами, як-от e2e4)
game-nothing-to-take-back = нема чого скасовувати
game-nothing-to-redo = нема чого повертати: повернути можна лише скасоване, доки не зроблено нового ходу
game-refusal-nothing-of-yours = ще нема вашого ходу, який можна скасувати
game-refusal-opponent-cannot-play = { $name } не грає в цю гру; далі удвох за цією клавіатурою
game-refusal-no-draw-offered = нічиєї ніхто не пропонував
game-refusal-no-draws = у цій грі не можна запропонувати нічию чи здатися
game-refusal-no-series = у цій грі немає серій: хід сам завершує чергу
game-refusal-no-hints = ця гра не дає підказок
game-refusal-no-rescue-needed = король { $side ->
    [white] білих
   *[black] чорних
} не під шахом: рятувати не треба
game-refusal-king-safe-now = король { $side ->
    [white] білих
   *[black] чорних
} зараз не під ударом: рятувати не треба; e завершує серію
game-refusal-no-rescue-from-here = Жодна серія звідси не звільняє короля { $side ->
    [white] білих
   *[black] чорних
} — скасуйте (u) ходи цієї серії
game-refusal-no-rescue = Жодна серія не звільняє короля { $side ->
    [white] білих
   *[black] чорних
}: це { $verdict ->
    [stalemate] пат
   *[mate] мат
}
game-refusal-no-reply-needed = генерал { $side ->
    [red] червоних
   *[black] чорних
} не під шахом: відповідати не треба
game-refusal-no-engine-set = підказки немає: для цієї гри не задано рушія (його вибирають для нової гри), а { $side ->
    [red] червоні
   *[black] чорні
} не мають мату за { $moves } ходи
game-refusal-engine-gave-no-hint = рушій не дав підказки, а { $side ->
    [red] червоні
   *[black] чорні
} не мають мату за { $moves } ходи
game-refusal-not-your-piece = { game-piece } на { $cell } — не ваша фігура, а { $owner ->
    [white] білих
    [red] червоних
   *[black] чорних
}; зараз хід { $mover ->
    [white] білих
    [red] червоних
   *[black] чорних
}
game-refusal-no-piece = на { $cell } немає фігури: виберіть одну з фігур { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
game-refusal-step-lost = «{ $what }» урвалося без відповіді; гра лишилася як була

## Мерехтливі шахи: сесія, кінець серії, запис серії, рокіровка

game-offer-used = { $side ->
    [white] білі
   *[black] чорні
} вже пропонували нічию в цій грі
game-offer-pending = пропозиція нічиєї вже чекає на відповідь
game-no-offer = { $side ->
    [white] білі
   *[black] чорні
} не пропонували нічиєї, тож нема на що відповідати
game-cannot-end = серію не можна завершити: { $why }
game-typed-series-cannot-end = серію { $tried } не можна завершити: { $why }; нічого не зіграно
game-cannot-end-no-move = у серії має бути хоча б один хід
game-cannot-end-king-attacked = ваш король під ударом: { $attackers }
game-series-empty = серія порожня
game-move-malformed = це не хід ні в алгебраїчній нотації (Кf3, Т:b8, e8Ф; Nf3, exd5, e8=Q, O-O), ні в координатах (e2e4, e7e8q): поля пишуть малими латинськими літерами, фігури — великими: Кр Ф Т С К (або K Q R B N)
game-move-look-alike = «{ $found }» — { $found-alphabet ->
    [cyrillic] кирилична
   *[latin] латинська
} літера, а не { $like-alphabet ->
    [cyrillic] кирилична
   *[latin] латинська
} «{ $like }»: поля пишуть латиницею (e4), фігури — Кр Ф Т (Л) С К або K Q R B N, взяття — : або x, рокіровку — 0-0 чи O-O
game-move-notation = { $notation ->
    [coordinate] координатній
    [cyrillic] кириличній алгебраїчній
   *[algebraic] алгебраїчній
}
game-move-ambiguous-notation = текст можна прочитати в { $notations } нотації; запишіть його так, щоб підходила лише одна
game-move-no-such = { $role ->
    [rook] жодна тура, що ще не ходила, не може
   *[other] жоден { role }, що ще не ходив, не може
} піти на { $to }
game-move-ambiguous = неоднозначно: на { $to } можуть піти { $role ->
    [king] королі
    [queen] ферзі
    [rook] тури
    [bishop] слони
    [knight] коні
   *[pawn] пішаки
} з { $from }
game-move-no-castling = рокіровка зараз неможлива
game-move-nothing-to-capture = хід записано як взяття, але на { $square } нічого бити
game-castle-no-right = король або ця тура вже ходили, або тури вже немає
game-castle-path-occupied = поле { $square } зайняте
game-castle-attacked = поле { $square } під ударом: його атакує { role } з { $attacker }

## Сянці: сесія, запис ходу, відмови в ході ($piece — фігура словами, «червоний кінь»)

game-xq-illegal-move = { $text } — неможливий у цій позиції хід
game-xq-no-draw-offer = { $side ->
    [red] червоні
   *[black] чорні
} не пропонували нічиєї, тож нема чого приймати
game-xq-nothing-to-take-back = немає ходу, який можна скасувати
game-xq-notation = { $notation ->
    [any] жодній
    [coordinate] координатній
    [wxf] WXF
    [chinese] китайській
    [author] авторській
   *[algebraic] алгебраїчній
}
game-xq-malformed = «{ $text }» — не хід у { game-xq-notation } нотації: { $why }
game-xq-illegal = «{ $text }» — неможливий тут хід: { $why }
game-xq-ambiguous = «{ $text }» — неоднозначний запис: це може бути будь-який із ходів { $candidates }; уточніть, яка фігура ходить
game-xq-ambiguous-notation = «{ $text }» можна прочитати в { $notations } нотації; запишіть так, щоб підходила лише одна
game-xq-malformed-no-notation = пишіть в авторській нотації (Пhe3, Л:h10), координатами (h3e3), алгебраїчно (Che3), у WXF (C2.5) чи китайською (炮二平五): пункти — малими латинськими літерами, фігури — великими
game-xq-malformed-two-points = потрібні два пункти, як-от h3e3 (вертикалі a–i, горизонталі 1–10)
game-xq-malformed-algebraic-characters = можна лише літери K A E H R C P, вертикалі a–i, горизонталі 1–10 і x
game-xq-malformed-piece-letter = літера фігури має бути однією з K A E H R C P
game-xq-malformed-empty = текст порожній
game-xq-malformed-upper-case-file = великою пишуть лише літеру фігури; вертикалі a–i — малими, як у Hh3g5
game-xq-malformed-no-destination = у кінці має стояти пункт, куди хід, як-от e3
game-xq-malformed-file-letter = вертикалі — від a до i
game-xq-malformed-origin = звідки хід — це вертикаль a–i і/або горизонталь 1–10
game-xq-malformed-soldier-origin = без літери фігури можна вказати лише вертикаль пішака (de5): два пункти — це координати
game-xq-malformed-wxf-piece = потрібна літера фігури K A E H R C P, як у C2.5 чи H2+3
game-xq-malformed-wxf-file = після літери має йти номер вертикалі 1–9
game-xq-malformed-wxf-direction = потрібен знак + (уперед), - (назад) або . (убік)
game-xq-malformed-wxf-number = після напрямку потрібне число 1–9
game-xq-malformed-chinese-piece = потрібна фігура: 車 馬 相 仕 帥 炮 兵 (або 车 马 象 士 将 砲 卒), як у 炮二平五
game-xq-malformed-chinese-file = після фігури має йти її вертикаль, 一…九 або 1…9
game-xq-malformed-chinese-direction = потрібен знак 進 (уперед), 退 (назад) або 平 (убік)
game-xq-malformed-chinese-number = після 進, 退 чи 平 потрібне число 一…九 або 1…9
game-xq-malformed-trailing = зайвий текст після ходу
game-xq-malformed-cyrillic-letter = потрібна літера фігури Кр Т С К Л П п, як у Пhe3 (або взяття пішаком через :, як у d:e6)
game-xq-malformed-cyrillic-characters = після літери фігури — лише вертикалі a–i, горизонталі 1–10 і : (Л:h10), латинськими літерами
game-xq-look-alike = «{ $text }»: «{ $found }» — { $found-alphabet ->
    [cyrillic] кирилична
   *[latin] латинська
} літера, а не { $like-alphabet ->
    [cyrillic] кирилична
   *[latin] латинська
} «{ $like }»: пункти пишуть латиницею (e5), фігури в авторській нотації — кирилицею: Кр Т С К Л П п
game-xq-none-reaches = { $kind ->
    [chariot] жодна { $side ->
        [red] червона
       *[black] чорна
    } колісниця
    [cannon] жодна { $side ->
        [red] червона
       *[black] чорна
    } гармата
   *[other] жоден { $side ->
        [red] червоний
       *[black] чорний
    } { game-piece }
} не може піти на { $to }
game-xq-none-makes = { $kind ->
    [chariot] жодна { $side ->
        [red] червона
       *[black] чорна
    } колісниця
    [cannon] жодна { $side ->
        [red] червона
       *[black] чорна
    } гармата
   *[other] жоден { $side ->
        [red] червоний
       *[black] чорний
    } { game-piece }
} не може зробити такий хід
game-xq-nothing-to-capture = на { $to } нічого бити
game-xq-piece = { $kind ->
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
    } { game-piece }
}
game-xq-no-piece = на { $point } немає фігури
game-xq-not-your-piece = { $piece } на { $point } — не ваша фігура: зараз хід { $mover ->
    [red] червоних
   *[black] чорних
}
game-xq-own-piece = на { $to } стоїть { $target-kind ->
    [chariot] ваша ж колісниця
    [cannon] ваша ж гармата
   *[other] ваш же { $target }
}
game-xq-horse-leg = { $piece } з { $from } не може піти на { $to }: ногу коня заблоковано на { $leg }
game-xq-elephant-eye = { $piece } з { $from } не може піти на { $to }: око слона заблоковано на { $eye }
game-xq-elephant-river = { $piece } з { $from } не може піти на { $to }: слони ніколи не переходять річку
game-xq-out-of-palace = { $piece } з { $from } не може піти на { $to }: { $kind ->
    [advisor] радник
   *[general] генерал
} ніколи не виходить з палацу (вертикалі d–f, горизонталі { $side ->
    [red] 1–3
   *[black] 8–10
})
game-xq-path-blocked = { $piece } з { $from } не може піти на { $to }: шлях перекрито на { $block }
game-xq-cannon-no-screen = { $piece } з { $from } не може бити на { $to }: гармата б'є, лише перестрибнувши рівно одну фігуру, а між ними немає жодної
game-xq-cannon-screens = { $piece } з { $from } не може бити на { $to }: гармата перестрибує рівно одну фігуру, а між ними { $count ->
    [one] { $count } фігура
    [few] { $count } фігури
   *[many] { $count } фігур
} ({ $screens })
game-xq-soldier-backwards = { $piece } з { $from } не може піти на { $to }: пішак ніколи не ходить назад
game-xq-soldier-sideways = { $piece } з { $from } не може піти на { $to }: убік пішак ходить лише тоді, коли перейде річку
game-xq-not-its-move = { $piece } з { $from } не може піти на { $to }: { $kind ->
    [general] генерал ходить на один пункт по прямій, у межах палацу
    [advisor] радник ходить на один пункт по діагоналі, у межах палацу
    [elephant] слон ходить рівно на два пункти по діагоналі
    [horse] кінь ходить на один пункт по прямій, а тоді на один по діагоналі від себе
    [chariot] колісниця ходить уздовж вертикалі чи горизонталі
    [cannon] гармата ходить уздовж вертикалі чи горизонталі
   *[soldier] пішак ходить на один пункт уперед (або вбік, коли перейде річку)
}
game-xq-general-attacked = { $kind ->
    [general] { $piece } з { $from } не може стати на { $to }: там його атакуватиме { $attacker } з { $at }
   *[other] { $piece } з { $from } не може піти на { $to }: тоді свого генерала атакуватиме { $attacker } з { $at }
}
game-xq-generals-face = { $kind ->
    [general] { $piece } з { $from } не може стати на { $to }: генерали стояли б один навпроти одного на вертикалі { $file } без жодної фігури між ними
   *[other] { $piece } з { $from } не може піти на { $to }: тоді генерали стояли б один навпроти одного на вертикалі { $file } без жодної фігури між ними
}

## Повідомлення екрана гри

game-over-win = Гру закінчено: перемогли { $side ->
    [white] білі
    [red] червоні
   *[black] чорні
} — { $reason }.
game-over-draw = Гру закінчено: нічия — { $reason }.
game-msg-promote-to = перетворити на: q — ферзя, r — туру, b — слона, n — коня (Esc скасовує)
game-promote-title = Перетворити на
game-msg-no-legal-move = фігура на { $cell } зараз не має жодного ходу; виберіть поле, щоб дізнатися чому
game-msg-theme = Кольори дошки: { $theme } (T — наступні)
game-theme = { $theme ->
    [high-contrast] високий контраст
    [colour-blind] для дальтоніків
    [mono] без кольорів
   *[default] звичайні
}
game-msg-fen = FEN: { $fen }
game-msg-copied = { $what ->
    [record] Запис партії
   *[fen] FEN
} надіслано в буфер обміну терміналу (термінал, що цього не вміє, його пропустить)
game-msg-hint = Підказка: { $moves }
game-msg-redid-series = Серію повернуто ({ $who }).
game-msg-redid-move = Хід повернуто.
game-msg-redid-move-in-series = Хід повернуто; ця серія: { $moves }
game-msg-redid-turn-and-reply = Ваш хід і відповідь повернуто.
game-msg-took-back-turn = Скасовано хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}; знову хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
game-msg-took-back-reply-and-turn = Скасовано відповідь і хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}; знову хід { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}
game-job-judging = Оцінюю позицію після серії

## Комп'ютер або рушій UCI ($name — «Комп'ютер (рівень 3)» або назва рушія)

game-computer = Комп'ютер (рівень { $level })
game-computer-player = Комп'ютер (рівень { $level })
game-computer-bad-level = у комп'ютера немає серії: рівень має бути від 1 до 7 (а не { $level })
game-computer-no-series = у комп'ютера немає серії: у { $side ->
    [white] білих
   *[black] чорних
} немає жодної можливої серії, гру закінчено ({ $verdict ->
    [stalemate] пат
   *[mate] мат
})
game-opponent-wrong-game = { $name } не грає в цю гру
game-msg-opponent-plays = { $name } грає за { $side ->
    [white] білих
    [red] червоних
   *[black] чорних
}.
game-job-thinking = { $name } думає
game-msg-opponent-stopped = { $name } зупинено: далі обидві сторони за цією клавіатурою; g повертає йому його сторону.
game-msg-engine-not-started = { $name } не запущено: далі обидві сторони за цією клавіатурою.
game-msg-hot-seat-from-here = Далі удвох за цією клавіатурою: { $why }
game-opponent-lost = { $name } зупинився, не відповівши
game-msg-opponent-played = { $name } зіграв { $move } ({ $seconds } с).
game-msg-opponent-played-series = { $name } зіграв свою серію ({ $seconds } с).
game-opponent-move-refused = { $name } зіграв { $move }, але цей хід відхилено: { $why }
game-opponent-series-refused = { $name }: серію { $series } відхилено: { $why }

## Збої рушія UCI ($doing: starting, getting-ready, thinking; $os — слова системи)

game-engine-doing = { $doing ->
    [starting] запускався (uci)
    [getting-ready] готувався (isready)
   *[thinking] думав над ходом (go)
}
game-engine-spawn = не вдалося запустити рушій «{ $path }»: { $why }; перевірте шлях і чи це виконуваний рушій UCI
game-engine-exited = рушій «{ $name }» зупинився (вийшов чи впав), поки { game-engine-doing }
game-engine-timeout = рушій «{ $name }» не відповів за { $ms } мс, поки { game-engine-doing }
game-engine-garbage = рушій «{ $name }» надіслав «{ $line }», а це не { $expected ->
    [bestmove] bestmove з ходом
   *[move] хід у координатах, як-от h3e3
}
game-engine-illegal-move = рушій «{ $name }» зіграв { $text }, а це неможливий тут хід ({ $why }); гра лишилася як була
game-engine-no-move = рушій «{ $name }» каже, що ходу не має, хоча можливі ходи є
game-engine-io-failed = не вдалося зв'язатися з рушієм «{ $name }»: { $why }
game-engine-stopped = рушій «{ $name }» зупинено, поки { game-engine-doing }
game-engine-line-too-long = рушій «{ $name }» надіслав рядок, довший за { $limit } { $limit ->
    [one] байт
    [few] байти
   *[many] байтів
}, поки { game-engine-doing }; його відхилено
game-engine-not-utf8 = рушій «{ $name }» надіслав текст не в кодуванні UTF-8, поки { game-engine-doing }; рушії UCI пишуть звичайний текст

## Підписи перегляду, підказки, попередження

game-caption-start = початкова позиція
game-caption-after-series = після { $line }
game-caption-after-move = після ходу { $number } ({ $text })
game-caption-in-series = { $label }, хід { $step } з { $of }: { $moves }
game-hint-rescue-series = Рятівна серія
game-hint-rescue-from-here = Порятунок звідси, потім e
game-hint-replies = { $count ->
    [one] Єдина можлива відповідь на шах
    [few] Усі { $count } можливі відповіді на шах
   *[many] Усі { $count } можливих відповідей на шах
}
game-hint-computer-series = Комп'ютер зіграв би
game-hint-engine-move = Найкращий хід рушія
game-hint-mate-in = { $count ->
    [one] Мат за 1 хід
    [few] Мат за { $count } ходи, перший хід
   *[many] Мат за { $count } ходів, перший хід
}
game-notice-repetition-loses = Ця позиція повторилася втретє; { $side ->
    [red] червоні
   *[black] чорні
} мусять змінити ходи: якщо вона повториться ще раз, { $loser ->
    [red] червоні
   *[black] чорні
} програють ({ $reason })
game-notice-repetition-draws = Ця позиція повторилася втретє; якщо { $side ->
    [red] червоні
   *[black] чорні
} повторять її ще раз, буде нічия ({ $reason })
game-notice-repetition-goes-on = Ця позиція повторилася втретє; якщо { $side ->
    [red] червоні
   *[black] чорні
} повторять її ще раз, гра триватиме
game-msg-theme-not-remembered = Кольори не запам'ятано: { $error }

## A player beside the board ($name: the player, $title: the side's title)

panel-player = { $name } ({ $title })

## Why a UCI engine's line was cut (uci::PvRefused)

game-engine-pv-illegal = { $text } тут неможливий ({ $why })
game-engine-pv-not-a-move = '{ $text }' — не хід у координатах на кшталт h3e3
game-msg-hints-off = Підказки в цій партії вимкнено (так вибрано на екрані нової гри).
game-engine-panel = ⚙ { $name }: { side }, { $level }{ $stopped ->
    [yes] {" "}— зупинено (g: знову)
   *[no] {""}
}
