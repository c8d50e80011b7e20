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
