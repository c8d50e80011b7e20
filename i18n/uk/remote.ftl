## Гра через мережу (src/words/remote.rs): збої з'єднання, відмови господаря, коди
## приєднання і чому гра через мережу закінчилася.

remote-timed-out = інший бік не відповів вчасно
remote-closed = інший бік закрив з'єднання
remote-not-duochess = на іншому боці не наша програма
remote-version = інший бік розмовляє протоколом версії { $theirs }, ця програма — версії { $ours }
remote-oversized = кадр розміром { $size } { $size ->
    [one] байт
    [few] байти
   *[other] байтів
}, понад межу { $limit }
remote-forged = несправжній кадр (підроблений, повторений, переставлений чи обірваний)
remote-malformed = кадр, який не вдається прочитати
remote-unexpected = повідомлення не на своєму місці в протоколі
remote-refused = відмовлено: { $why }
remote-worn = з'єднання надіслало всі кадри, які могло
remote-io = помилка мережі: { $why }
remote-wrong-code = код приєднання неправильний
remote-full = у цій грі вже є гість
remote-locked = після забагатьох неправильних кодів господар більше не приймає гостей у цю гру
remote-code-length = код приєднання має { $expected } { $expected ->
    [one] цифру
    [few] цифри
   *[other] цифр
} (наприклад, 482-915-337), а в цьому цифр: { $digits }
remote-code-not-digits = код приєднання містить лише цифри, пропуски й дефіси (наприклад, 482-915-337)
remote-illegal-move = інший бік зіграв { $text }, а тут цей хід неможливий: { $why }
remote-cannot-end = інший бік завершив серію, яку тут завершити не можна: { $why }
remote-out-of-turn = інший бік зіграв не у свою чергу
remote-out-of-step = інший бік на ході { $theirs } гри, а цей — на ході { $ours }
remote-out-of-place = інший бік надіслав повідомлення не до місця
remote-not-your-turn = зараз хід іншого гравця
remote-broken = гру через мережу завершено: { $why }
remote-game-goes-on = гра ще триває: реванш можна запропонувати після результату
remote-rematch-offered = реванш уже запропоновано; чекаємо на відповідь
remote-rematch-to-answer = інший гравець уже пропонує реванш: спершу дайте відповідь
remote-no-rematch-offered = реваншу ніхто не пропонував
remote-take-back-pending = чекаємо на відповідь на ваше прохання повернути хід: до неї ходити не можна
remote-not-address = «{ $text }» — не АДРЕСА:ПОРТ (наприклад, 192.168.1.20:7373 чи [::1]:7373)
remote-not-found = для «{ $name }» не знайдено адреси

## Taking a game across the network up again (src/play/remote/resume.rs, hosting.rs).

remote-resume-not-from-start = гра починається не з усталеної позиції, тож грати її через мережу не можна
remote-resume-too-long = гра задовга, щоб надіслати її через мережу (ходів: { $turns })
remote-resume-illegal = хід { $turn } запропонованої гри, { $text }, тут неможливий: { $why }
remote-resume-other-game = запропоновано гру «{ $theirs }», а цей бік грає в «{ $ours }»
remote-resume-other-side = запропонована гра дає цьому бокові інший колір
remote-resume-diverged = гра іншого боку (ходів: { $theirs }) — не та, що в цього боку (ходів: { $ours })
remote-nothing-hosted = у { $dir } немає незавершеної гри, відкритої для гри через мережу
remote-bad-session-file = у { $path } немає коду приєднання
