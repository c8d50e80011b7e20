# duochess — English messages. Ids are shared with i18n/uk/main.ftl (a test checks both
# have the same ids and that the code uses them all).

## Counts (plural forms)

count-series = { $count ->
    [one] { $count } series
   *[other] { $count } series
}
count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
