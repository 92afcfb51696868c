# Co czytnik ekranu mówi w trakcie gry: każdy ruch słowami, czyja kolej i co
# trzeba zrobić, wynik. $side to Białe lub Czarne; $from, $to i $taken to
# pola lub punkty („c3”), $taken ich lista.

say-and = i
say-dama-move = { $side } idą z { $from } na { $to }.
say-dama-capture = { $side } biją { $count ->
        [one] jeden pionek
        [few] { $count } pionki
       *[other] { $count } pionków
    }, { $taken }, idąc z { $from } na { $to }.
say-crowned = Pionek na { $to } zostaje damką.
say-akidada-place = { $side } stawiają pionek na { $to }.
say-akidada-slide = { $side } przesuwają pionek z { $from } na { $to }.
say-akidada-line = { $side } układają linię i zdejmują pionek z { $taken }.
say-turn = Ruch: { $side }.
say-turn-capture = Ruch: { $side }; bicie { $count ->
        [one] jednego pionka
       *[other] { $count } pionków
    } jest obowiązkowe, z { $from }.
say-turn-remove = { $side } ułożyły linię: zdejmij { $enemy ->
        [white] biały
       *[other] czarny
    } pionek, z { $points }.
say-turn-place = Ruch: { $side }, postaw pionek; w ręce: { $count }.
say-turn-slide = Ruch: { $side }, przesuń pionek wzdłuż linii.
say-new-game = Nowa partia: { $game }.
say-taken-back = Cofnięto: { $moves }.

## Marks of the board's squares and points: where the last move went
spot-last-move-from = stąd wyszedł ostatni ruch
spot-last-move-to = tu skończył się ostatni ruch
