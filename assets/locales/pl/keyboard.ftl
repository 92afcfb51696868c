# Gra z klawiatury i z czytnikiem ekranu: nazwa planszy, jej pól i punktów,
# pole ruchu obok planszy i komunikaty po każdym ruchu.

## Plansza, jej pola i punkty, tak jak czyta je czytnik ekranu

board-name = Plansza: { $game }. Strzałki przesuwają po niej kursor; Enter lub spacja gra w tym miejscu.
spot-name = { $spot }, { $content }
spot-empty = puste
spot-white-man = biały pionek
spot-black-man = czarny pionek
spot-white-king = biała damka
spot-black-king = czarna damka
spot-white-piece = biały pionek
spot-black-piece = czarny pionek
spot-capture-must-start = stąd musi zacząć się bicie
spot-selected = zaznaczone
spot-move-ends-here = tu może skończyć się ruch
spot-removable = można zdjąć

## Pole ruchu: ruch wpisany w notacji

move-box-label = Wpisz ruch
move-box-hint = na przykład { $example }, potem Enter
move-box-play = Zagraj
move-box-refused = Nie można zagrać { $move }: { $why }
move-box-ambiguous = { $move } można wykonać więcej niż jedną drogą; wpisz całą drogę: { $routes }
move-box-nothing = Najpierw wpisz ruch, na przykład { $example }.
move-box-not-now = Teraz nie można wpisać ruchu: { $why }

## Pole ruchu pod planszą trenera: dlaczego teraz nie przyjmuje ruchu

move-box-puzzle-over = Zadanie jest skończone: przejdź dalej przyciskiem „Następne zadanie”.
move-box-round-over = Żadna runda nie trwa: zacznij ją przyciskiem „Zacznij rundę”.
move-box-judging = Wypróbowany ruch jest jeszcze oceniany: poczekaj na odpowiedź.
move-box-settled = Ten błąd jest już rozstrzygnięty: „Spróbuj jeszcze raz” albo przejdź dalej przyciskiem „Następny błąd”.
move-box-no-board = Tu nie ma pozycji, w której można zagrać.

## Komunikat po każdym ruchu (czyta go czytnik ekranu)

announce-move = { $side } zagrały { $move }.
announce-start = Ruch mają { $side }.
