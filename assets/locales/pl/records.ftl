## Saved games (src/record): why a file could not be read, replayed or written,
## and the offer to resume the autosaved game. A message is a clause; the window
## gives it a capital letter when it stands alone. $line and $column: the place
## in the file; $move: a move as written; sides are $side = "white" or "black".

record-io-read = nie można odczytać pliku { $path }: { $message }
record-io-write = nie można zapisać pliku { $path }: { $message }
# $message: RON's own description of what is wrong.
record-not-ron = wiersz { $line }, kolumna { $column }: to nie jest zapis partii (nie RON): { $message }
record-wrong-type = wiersz { $line }, kolumna { $column }: zły typ wartości: { $message }
# $expected: the fields allowed there, joined by commas.
record-unknown-field = wiersz { $line }, kolumna { $column }: nieznane pole „{ $field }” (tu dozwolone są: { $expected })
record-missing-field = wiersz { $line }, kolumna { $column }: brak pola „{ $field }”
# $expected: the names allowed there, joined by commas.
record-unknown-name = wiersz { $line }, kolumna { $column }: „{ $found }” nie jest żadną z wartości { $expected }
record-duplicate-field = wiersz { $line }, kolumna { $column }: pole „{ $field }” podano dwa razy
record-unknown-version = nieznana wersja formatu { $found }: ten program czyta format { $supported }
record-bad-rule-option = opcja zasad { $option } ma wartość { $value }, a może mieć najwyżej { $max }
# $error: why the position string gives no position.
record-bad-position = pozycja początkowa „{ $text }” jest błędna: { $error }
# $number: the move, from 1; $fault: why it cannot be played.
record-illegal-move = ruch { $number }, { $move }: { $fault }
# $outcome: an outcome-* message (app.ftl).
record-move-after-end = ruch { $number }, { $move }: partia była już skończona ({ $outcome })
# $recorded, $replayed: outcome-* messages.
record-result-mismatch = zapisany wynik to: { $recorded }, a z ruchów wynika: { $replayed }
record-result-not-over = zapisany wynik to: { $recorded }, a po tych ruchach partia nie jest skończona
record-result-missing = zapis nie podaje wyniku, a ruchy kończą partię: { $replayed }
record-result-disagrees = zapisany wynik nie zgadza się z ruchami
record-comment-out-of-range = komentarz dotyczy ruchu { $number }, a partia ma { $moves } { $moves ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }
# $inconsistency: an inconsistency-* message.
record-inconsistent = zapis partii przeczy sam sobie: { $inconsistency }
record-bad-level = komputer grający { $side ->
        [white] białymi
       *[black] czarnymi
    } ma poziom { $level }, a poziomy są od 1 do { $max }
record-bad-review-length = analiza partii ma { $entries } pozycji, a partia ma { $positions }
# $at: the entry, from 0.
record-bad-review-entry = pozycja { $at } analizy partii nie jest oceną, taką jak „cp 35”, „win 7” czy „draw”
record-bad-clock = zegar podaje więcej czasów posunięć ({ $marks }), niż partia ma posunięć ({ $moves })
# $side: whose clock; $time, $most: milliseconds.
record-impossible-clock = zegar daje { $side ->
        [white] białym
       *[black] czarnym
    } { $time } ms, więcej, niż mogło dać tempo partii ({ $most } ms)

## Fields of a record that contradict each other (record::Inconsistency). The
## field names (first, lot_seed) are the file's; $option is the rule option
## first: "lot", "white" or "black"; $seed: the lot's seed.

inconsistency-first-not-to-move = zaczynać mają { $first ->
        [white] białe
       *[black] czarne
    }, a w pozycji początkowej ruch mają { $side ->
        [white] białe
       *[black] czarne
    }
inconsistency-first-against-option = zaczynać mają { $first ->
        [white] białe
       *[black] czarne
    }, a opcja zasad „kto zaczyna” to: { $option ->
        [lot] losowanie
        [white] białe
       *[black] czarne
    }
inconsistency-seed-without-lot = podano ziarno losowania { $seed }, a nie losowano: opcja „kto zaczyna” to: { $option ->
        [lot] losowanie
        [white] białe
       *[black] czarne
    }
# $drawn: the side that lot_seed draws; $first: the side the record says.
inconsistency-seed-draws-other = ziarno losowania { $seed } wylosowuje { $drawn ->
        [white] białe
       *[black] czarne
    }, a zaczynać mają { $first ->
        [white] białe
       *[black] czarne
    }

## Why a recorded move cannot be played, beyond the rules' own reasons
## (record::MoveFault).

# $count: how many moves; $candidates: the moves, joined by commas.
move-fault-ambiguous = niejednoznaczny: pasuje do { $count } ruchów: { $candidates }
# $captured: the squares, joined by commas; $count: how many.
move-fault-no-capture-taking = żadne bicie z { $from } nie zbija { $count ->
        [one] pionka na { $captured }
       *[other] pionków na { $captured } w tej kolejności
    }
move-fault-no-capture-taking-ending-on = żadne bicie z { $from } nie zbija { $count ->
        [one] pionka na { $captured }
       *[other] pionków na { $captured } w tej kolejności
    } i nie kończy się na { $to }
move-fault-no-capture-ending-on = żadne bicie z { $from } nie kończy się na { $to }

## The question on starting after the app was closed with a game unfinished.
## $game: "akidada" or "dama"; $white, $black: the players' names; $moves: the
## moves played; $date: when the game was saved.

resume-summary = Przy ostatnim zamknięciu programu zapisano nieskończoną partię: { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }, { $white } przeciw { $black }, rozegrane ruchy: { $moves }.
resume-summary-dated = Przy ostatnim zamknięciu programu zapisano nieskończoną partię: { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }, { $white } przeciw { $black }, rozegrane ruchy: { $moves }, { $date }.
