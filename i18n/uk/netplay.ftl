## Екрани гри через мережу (src/words/netplay.rs): екран очікування господаря,
## з'єднання біля дошки, що зробив інший гравець.

net-hosting = Ви запрошуєте на гру: { $game }
net-type-this-line = Щоб приєднатися, ваш друг набирає в терміналі один із цих рядків:
net-you-play = Ваш бік: { $side }; ваше ім’я: { $name }.
net-waiting = Чекаємо, поки друг приєднається…
net-wrong-tries = Хибних кодів: { $tries } з { $max }.
net-locked = Забагато хибних кодів: приєднання закрито. Натисніть r, щоб відкрити знову.
net-turned-away = Спробу приєднатися відхилено: { $why }
net-waiting-keys = Esc: скасувати   r: знову приймати гостей
net-connected = ● з'єднано з { $name }
net-lost-ago = ○ з'єднання втрачено { $seconds } с тому
net-left = { $name } залишає гру.
net-ended = Гру через мережу закінчено: { $why }. Запис збережено.
net-joined = { $name } приєднується до гри. Ваш бік: { $side }.
net-chat = { $name }: { $text }
net-draw-offer-sent = Нічию запропоновано гравцеві { $name }; чекаємо на відповідь.
net-draw-accepted = { $name } погоджується на нічию.
net-draw-declined = { $name } відхиляє нічию.
net-take-back-sent = Прохання повернути хід надіслано гравцеві { $name }; чекаємо на відповідь.
net-take-back-question = { $name } просить повернути останній хід. Дозволити?
net-take-back-accepted = { $name } дозволяє повернути хід.
net-take-back-refused = { $name } не дозволяє повернути хід.
net-not-across-network = У грі через мережу цього немає.
net-cannot-listen = не вдається слухати порт { $port }: { $why }
net-cannot-join = не вдається приєднатися до гри: { $why }
net-joined-host = Ви приєдналися до гри, яку веде { $name }. Ваш бік: { $side }.
