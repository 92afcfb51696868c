## The position editor (helpers in src/app/text/editor.rs). A position's problems
## and the errors of a position string are the rules' own: rules.ftl.

editor-title = Edytor pozycji
editor-open-editor = Ustaw pozycję…
editor-pieces = Pionki
editor-white-man = Biały pionek
editor-black-man = Czarny pionek
editor-white-king = Biała damka
editor-black-king = Czarna damka
editor-white-piece = Biały pionek
editor-black-piece = Czarny pionek
editor-eraser = Gumka
editor-help-dama = Kliknij pole, aby postawić na nim pionek; kliknij jeszcze raz albo prawym przyciskiem, aby go zdjąć. Przeciągnij pionek, aby go przesunąć.
editor-help-akidada = Kliknij punkt, aby postawić na nim pionek; kliknij jeszcze raz albo prawym przyciskiem, aby go zdjąć. Przeciągnij pionek, aby go przesunąć.
editor-side-to-move = Kto ma ruch
editor-white-to-move = Ruch białych
editor-black-to-move = Ruch czarnych
editor-in-hand = Pionki w ręce
editor-white-in-hand = Białe w ręce
editor-black-in-hand = Czarne w ręce
editor-board = Plansza
editor-clear = Wyczyść planszę
editor-standard-start = Ustawienie początkowe
editor-position-string = Zapis pozycji
editor-apply = Zastosuj
editor-rules-help = Zasady partii rozgrywanej od tej pozycji.
editor-play-from-here = Graj od tej pozycji
editor-save-as-game = Zapisz jako partię…
editor-ready = Pozycja jest gotowa do gry.
editor-fix-first = Najpierw popraw błędy wymienione pod planszą.
editor-error-mark = Błąd
editor-warning-mark = Uwaga

# A side's pieces on the board, and how many of them are kings: "12 (3 kings)".
editor-pieces-with-kings = { $count } ({ $kings } { $kings ->
        [one] damka
        [few] damki
        [many] damek
       *[other] damki
    })

## Zapisz jako poziom
editor-save-as-level = Zapisz jako poziom…
editor-level-heading = Poziom kursu
editor-level-goal = Cel
editor-level-goal-win = Wygraj partię
editor-level-goal-capture-all = Zbij wszystkie pionki przeciwnika
editor-level-goal-crown = Zrób damkę
editor-level-goal-reach = Doprowadź pionek na pole
editor-level-goal-capture-at-once = Zbij kilka pionków jednym ruchem
editor-level-goal-hold-on = Nie przegraj w ramach limitu
editor-level-goal-make-line = Ułóż linię
editor-level-goal-block-lines = Nie pozwól przeciwnikowi ułożyć linii w ramach limitu
editor-level-square = Pole
editor-level-count = Pionki w jednym ruchu
editor-level-stars = Najwięcej ruchów na trzy, dwie i jedną gwiazdkę
editor-level-stars-for = { $stars ->
    [one] Jedna gwiazdka
    [few] { $stars } gwiazdki
   *[other] { $stars } gwiazdek
}
editor-level-name = Nazwa
editor-level-stage-name = Nazwa etapu (poziomy zapisane pod jedną nazwą tworzą jeden etap)
editor-level-text = Tekst dla ucznia
editor-level-hint = Podpowiedź
editor-level-prove = Sprawdź
editor-level-proving = Sprawdzanie…
editor-level-proven = Sprawdzone: do zrobienia w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
} przeciw każdej obronie ({ $line }).
editor-level-not-a-level = To jeszcze nie jest poziom: { $why }
editor-level-save = Zapisz poziom…
editor-level-prove-first = Najpierw sprawdź poziom w obecnej postaci.
editor-level-close = Zamknij formularz poziomu
editor-level-save-title = Zapisz poziom
editor-level-saved = Zapisano poziom: { $name } w { $folder }
editor-level-not-saved = Nie udało się zapisać poziomu: { $error }
