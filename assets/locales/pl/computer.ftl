## The computer player, hints, analysis and game review (helpers in src/app/text/thinking.rs).

computer-computer = Komputer
# The name a computer player gets when none was typed. $level: the level's
# name ("Club"); the side follows in brackets, so none here.
computer-player-name = Komputer – { $level }
computer-level = Poziom
computer-thinking = Komputer myśli…
computer-pause = Wstrzymaj komputer
computer-resume = Wznów grę komputera
computer-paused = Komputer jest wstrzymany.
computer-may-resign = Komputer może poddać beznadziejną partię
computer-hint = Podpowiedź
computer-hint-help = Pokaż najlepszy ruch (H)
computer-analysis = Analiza
computer-analysis-help = Pokaż panel analizy
computer-analysis-title = Analiza
computer-depth = głębokość
computer-per-second = pozycji/s
computer-lines = Najlepsze warianty
computer-solving = Rozwiązywanie Akidady dla tych zasad (tylko za pierwszym razem)…
computer-loading-tables = Budowanie tablic końcówek (tylko za pierwszym razem)…
computer-exact = dokładnie
computer-review = Przeanalizuj partię
computer-review-help = Oceń każdy ruch partii
computer-reviewing = Analiza partii…
computer-review-title = Analiza partii
computer-accuracy = Dokładność
computer-graph-name = Wykres oceny
computer-start-position = początek
computer-draw-declined = Komputer odrzuca remis: ma lepszą pozycję.
computer-draw-accepted = Komputer przyjmuje remis.
computer-draw-offer-title = Propozycja remisu
computer-teaching-scores = Ocena komputera
computer-best-move = Najlepszy ruch
computer-better = Lepszy był ruch
computer-not-available = niedostępne

## A level's name. $game: "akidada" or "dama"; $level: 1 (weakest) to 5 (Akidada)
## or 8 (Dama).
computer-level-name = { $game ->
        [akidada] { $level ->
            [1] Początkujący
            [2] Amator
            [3] Klubowy
            [4] Mocny
           *[5] Bezbłędny
        }
       *[dama] { $level ->
            [1] Początkujący
            [2] Nowicjusz
            [3] Amator
            [4] Klubowy
            [5] Mocny klubowy
            [6] Ekspert
            [7] Mistrz
           *[8] Pełna siła
        }
    }

## An exact value in words. $plies: moves to the end under best play.

computer-value-win = wygrana w { $plies }
computer-value-loss = przegrana w { $plies }
# The same in the few letters of a badge on an Akidada point: W(in) or L(oss)
# and the moves to the end, = for a draw.
computer-badge-win = W{ $plies }
computer-badge-loss = P{ $plies }
computer-badge-draw = =
# What a badge means, shown when it is pointed at. $value: the value in words.
computer-badge-tooltip = { $value } przy najlepszej grze obu stron
# The side to move has already lost (loss 0).
computer-value-lost = przegrana
computer-value-draw = remis
# Beside a table win the no-progress rule turns into a draw.
computer-cursed-note = remis według zasady braku postępu

# Playing an analysis line through on the board, a move at a time; the game
# itself does not change. $shown: the line's moves on the board; $moves: all.
computer-line-play-through = Rozegraj wariant na planszy
computer-line-back = Ruch wstecz
computer-line-forward = Ruch dalej
computer-line-at = { $shown } z { $moves }
computer-line-stop = Wróć do partii
# Beside a marked move in the reviewed move list. $move: the better move.
computer-review-better = lepiej { $move }

## A move class of the game review, after a count ("3 mistakes").

computer-class-best = { $count ->
        [one] najlepszy ruch
        [few] najlepsze ruchy
        [many] najlepszych ruchów
       *[other] najlepszego ruchu
    }
computer-class-good = { $count ->
        [one] dobry ruch
        [few] dobre ruchy
        [many] dobrych ruchów
       *[other] dobrego ruchu
    }
computer-class-inaccuracy = { $count ->
        [one] niedokładność
        [few] niedokładności
        [many] niedokładności
       *[other] niedokładności
    }
computer-class-mistake = { $count ->
        [one] błąd
        [few] błędy
        [many] błędów
       *[other] błędu
    }
computer-class-blunder = { $count ->
        [one] poważny błąd
        [few] poważne błędy
        [many] poważnych błędów
       *[other] poważnego błędu
    }
