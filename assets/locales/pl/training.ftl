## Trener: Nauka > Zadania, trening bić, nauka na własnych błędach po
## przeglądzie partii.

training-puzzles = Zadania
training-drill = Trening bić
training-back = Wróć do partii
training-learn-mistakes = Naucz się na błędach { $side ->
    [white] białych
   *[black] czarnych
}

## Wybór zadań
training-game-akidada = Akidada
training-game-dama = Dama
training-game = Gra
training-theme = Motyw
training-theme-any = Dowolny
training-order = Kolejność
training-order-rated = Według rankingu: blisko twojego
training-order-by-theme = Według motywu: od najłatwiejszych
training-next-puzzle = Następne zadanie

## Motywy
training-theme-shot = Kombinacja
training-theme-breakthrough = Przebicie
training-theme-crowning = Promocja na damkę
training-theme-king-endgame = Końcówka z damkami
training-theme-lone-piece = Samotny pionek
training-theme-opposition = Opozycja
training-theme-akidada-line = Linia
training-theme-double-threat = Podwójna groźba
training-theme-blocking = Blokada
training-theme-removal-choice = Wybór zdjęcia

## Zadanie
training-task-win = { $side ->
    [white] Białe grają
   *[black] Czarne grają
} i wygrywają
training-task-draw = { $side ->
    [white] Białe grają
   *[black] Czarne grają
}: utrzymaj remis
training-task-material = { $side ->
    [white] Białe grają
   *[black] Czarne grają
}: zdobądź przewagę materialną
training-puzzle-info = Zadanie { $id }, ranking { $rating }

## Ruchy
training-hint = Podpowiedź
training-hint-piece = Pionek, którym trzeba zagrać, jest zaznaczony.
training-hint-line = Postaw pionek na zaznaczonej linii.
training-right = Dobrze!
training-wrong = { $move } to nie ten ruch.
training-reason-not-maximal = { $captured ->
    [0] Niczego nie bije
    [one] Bije jeden pionek
    [few] Bije { $captured } pionki
   *[other] Bije { $captured } pionków
}, a można zbić { $maximum }: obowiązuje największe bicie.
training-reason-not-maximal-loses = { $captured ->
    [0] Niczego nie bije
    [one] Bije jeden pionek
    [few] Bije { $captured } pionki
   *[other] Bije { $captured } pionków
}, a można zbić { $maximum }: według tych zasad krótsze bicie przegrywa partię.
training-reason-lets-shot = Pozwala przeciwnikowi zbić naraz { $count ->
    [few] { $count } pionki
   *[other] { $count } pionków
}.
training-reason-lets-line = Pozwala przeciwnikowi od razu ułożyć linię.
training-reason-loses-win = Wypuszcza wygraną: żaden inny ruch nie wygrywa.
training-reason-loses = Przegrywa: tylko rozwiązanie utrzymuje remis.
training-reason-misses-gain = Inny ruch zyskuje znacznie więcej.
training-retry = Spróbuj jeszcze raz
training-show-solution = Pokaż rozwiązanie
training-solved = Rozwiązane!
training-solved-with-hint = Rozwiązane, z podpowiedzią.
training-solved-after-wrong = Rozwiązane, po błędnym ruchu.
training-solution = Rozwiązanie: { $moves }
## Why the solution's end is won (or held), as the puzzle's proof says it.
## $result: who won and why (an outcome-win or outcome-draw message).
training-end-over = Na końcu: { $result }.
training-end-akidada = { $goal ->
    [draw] Tablica rozwiązanej gry dowodzi, że końcowa pozycja to remis.
   *[win] Tablica rozwiązanej gry dowodzi, że końcowa pozycja jest wygrana dla { $side ->
        [white] białych
       *[black] czarnych
    }.
}
training-end-tables = { $goal ->
    [draw] Tablice końcówek dowodzą, że końcowa pozycja to remis.
   *[win] Tablice końcówek dowodzą, że końcowa pozycja jest wygrana dla { $side ->
        [white] białych
       *[black] czarnych
    }.
}
# $gain: material won since the start, counted in men (a king 2.5).
training-end-material = Na końcu { $side ->
    [white] białe mają
   *[black] czarne mają
} o { $gain } więcej materiału niż na początku (pionek liczy się za 1, damka za 2,5).
training-end-search = Głęboka analiza dowodzi, że końcowa pozycja jest wygrana dla { $side ->
    [white] białych
   *[black] czarnych
}.
training-rating-change = Twój ranking: { $rating } ({ $delta })
training-rating = Twój ranking: { $rating }
training-streak = Seria: { $count ->
    [one] jedno zadanie
    [few] { $count } zadania
   *[other] { $count } zadań
} (najlepsza { $best })
training-no-puzzle = Nie zostało żadne zadanie tego rodzaju.

## Trening bić
training-drill-intro = W każdej pozycji zagraj największe bicie, jak najszybciej. Krótsze bicie kończy rundę.
training-start-round = Zacznij rundę
training-time-left = Zostało: { $time }
training-score = Wynik: { $score }
training-best = Najlepszy: { $score ->
    [0] jeszcze żaden
   *[other] { $score } w { $time }
}
training-capture-maximum = Zbij { $maximum ->
    [one] jeden pionek
    [few] { $maximum } pionki
   *[other] { $maximum } pionków
}.
training-drill-short = { $captured ->
    [one] Zbito jeden pionek
    [few] Zbito { $captured } pionki
   *[other] Zbito { $captured } pionków
}, a można było { $maximum }. Twoja droga jest na czerwono, największe na zielono.
training-drill-time-up = Koniec czasu.
training-drill-all-done = Wszystkie pozycje rozwiązane!
training-drill-result = { $score ->
    [one] Jedna pozycja
    [few] { $score } pozycje
   *[other] { $score } pozycji
} w { $time }.
training-drill-new-best = Nowy rekord!

## Nauka na błędach
training-mistake-count = Błąd { $n } z { $count }
training-find-better = Znajdź lepszy ruch dla { $side ->
    [white] białych
   *[black] czarnych
}.
training-played = W partii: { $move }, { $class ->
    [mistake] błąd
   *[blunder] poważny błąd
}.
training-found = Znalezione: { $move } jest równie dobry jak najlepszy.
training-not-found = { $move } nie jest lepszy.
training-better-was = Lepszy był ruch { $better }: { $line }
training-judging = Ocena ruchu { $move }…
training-show-better = Pokaż lepszy ruch
training-next-mistake = Następny błąd
training-mistakes-done = To był ostatni: znaleziono { $found } z { $count }.
training-no-mistakes = { $side ->
    [white] Białe nie popełniły
   *[black] Czarne nie popełniły
} w tej partii żadnego błędu.

## Wybór jednej z dróg kończących się na tym samym polu
training-pick-route = Którą drogą?

## Plik postępów
training-progress-reset = Nie udało się odczytać twoich postępów w treningu; zaczynają się od nowa.
training-progress-replaced = Nie udało się odczytać pliku z postępami w treningu; w jego miejscu zapisano postępy z tego okna.
training-progress-kept = Stary plik zachowano jako { $path }.
training-progress-not-saved = Nie udało się zapisać postępów w treningu w { $path }: { $error }
training-ok = OK

## Kurs
training-course = Kurs
training-course-heading = Naucz się grać
training-course-intro = Krótkie poziomy, każdy z celem i kilkoma ruchami. Poziom otwiera się, gdy ukończysz poprzedni.
training-course-map = Wróć do mapy
training-course-continue = Kontynuuj kurs
training-course-stars-total = Gwiazdki: { $stars } z { $total }
training-course-file = Poziomy nauczyciela: { $name }
training-course-level-tile = Poziom { $number }: { $stars ->
    [0] jeszcze nieukończony
    [one] 1 gwiazdka
    [few] { $stars } gwiazdki
   *[other] { $stars } gwiazdek
}
training-course-level-locked = Poziom { $number }: otworzy się po ukończeniu poprzedniego
training-course-level-of = Poziom { $number } z { $count }
training-course-goal-win = Cel: wygraj partię.
training-course-goal-capture-all = Cel: zbij wszystkie pionki przeciwnika.
training-course-goal-crown = Cel: zrób damkę.
training-course-goal-reach = Cel: doprowadź pionek na { $square }.
training-course-goal-capture-at-once = Cel: zbij { $count ->
    [one] pionek
    [few] { $count } pionki
   *[other] { $count } pionków
} jednym ruchem.
training-course-goal-hold-on = Cel: nie przegraj w ciągu { $moves ->
    [one] jednego ruchu
   *[other] { $moves } ruchów
}.
training-course-goal-make-line = Cel: ułóż linię.
training-course-goal-block-lines = Cel: nie pozwól przeciwnikowi ułożyć linii przez { $moves ->
    [one] jeden ruch
    [few] { $moves } ruchy
   *[other] { $moves } ruchów
}.
training-course-moves = Ruchy: zagrane { $used }, zostało { $left }
training-course-thresholds = Trzy gwiazdki w { $three }, dwie w { $two }, jedna w { $one } ruchach.
training-course-in-reach = Gwiazdki do zdobycia: { $stars }
training-course-next = Następny poziom
training-course-played = Zagrane. Przeciwnik odpowiada.
training-course-wrong = { $move } nie zostaje zagrany.
training-course-met = Ukończono w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
}: { $stars ->
    [one] jedna gwiazdka
    [few] { $stars } gwiazdki
   *[other] { $stars } gwiazdek
}.
training-course-best = Twój najlepszy wynik tutaj: { $stars ->
    [one] jedna gwiazdka
    [few] { $stars } gwiazdki
   *[other] { $stars } gwiazdek
}.
training-course-more-stars = Mniej ruchów daje więcej gwiazdek: spróbuj jeszcze raz albo idź dalej.
training-course-out-of-moves = Ruchy się skończyły, a cel nie został osiągnięty. Spróbuj jeszcze raz.
training-course-hint-squares = Pola, na które warto spojrzeć, są zaznaczone.
training-course-stars-label = { $stars ->
    [0] bez gwiazdek
    [one] 1 gwiazdka z 3
    [few] { $stars } gwiazdki z 3
   *[other] { $stars } gwiazdek z 3
}

## Poziomy nauczyciela
training-level-refused = Tych poziomów nie da się rozegrać
training-level-none = Plik nie zawiera żadnego poziomu.
training-level-unreadable = Nie udało się odczytać pliku poziomów: wiersz { $line }, kolumna { $column }: { $what }
training-level-error = { $id }: { $why }
training-level-error-position = nie da się odczytać pozycji: { $why }
training-level-error-goal = cel nie należy do tej gry albo nie wskazuje żadnego pola.
training-level-error-stars = progi gwiazdek muszą rosnąć: trzy gwiazdki wymagają najmniej ruchów.
training-level-error-not-within = któraś obrona nie pozwala osiągnąć celu w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
} (próg trzech gwiazdek).
training-level-error-met-already = cel jest osiągnięty przed pierwszym ruchem.
training-level-error-over-already = partia jest skończona przed pierwszym ruchem.
training-level-error-cannot-play = uczeń nie może grać z tej pozycji.
training-level-error-script = zaplanowanej odpowiedzi numer { $number } nie da się zagrać w żadnym wariancie, który osiąga cel w limicie.
training-level-error-script-too-long = cel zostaje osiągnięty, zanim padną wszystkie zaplanowane odpowiedzi.
training-level-proving = Sprawdzanie poziomów: { $done } z { $total } gotowe
training-level-cancel = Anuluj
